import { describe, expect, it } from 'vitest';
import { createLocalAnswerer } from './local-answerer';
import { signatureParties } from './signature-parties';

// Agreements written for these tests (not from any corpus): no preamble names the parties; only the
// signature blocks do.
const answerer = createLocalAnswerer();
const contract = (...lines: string[]) => ({
  documentType: 'contract' as const,
  pages: [{ pageNumber: 1, text: lines.join('\n') }],
});

const letter = contract(
  'DATA SHARING LETTER',
  'Each party hereto agrees to share the monthly shipment figures with each other party within ten days of month end.',
  'This letter shall remain in effect until revoked by any party hereto in writing.',
  'IN WITNESS WHEREOF, each party hereto has caused this letter to be signed as of the date below.',
  'Date: March 2, 2023 KESTREL LOGISTICS LLC',
  'By: Jane Doe Name: Jane Doe Title: Director',
  'Plover Freight Corporation',
  'By: John Roe Name: John Roe Title: Secretary',
);

describe('asked who the parties are when only the signature blocks name them', () => {
  for (const question of [
    'Who are the parties to this letter?',
    'Between whom is this made?',
    'Which companies signed this?',
    'Name the parties.',
  ]) {
    it(`cites the companies signing when asked “${question}”`, async () => {
      const result = await answerer.answer(question, letter);
      expect(result.found).toBe(true);
      const quotes = result.citations.map((citation) => citation.quote).join(' | ');
      expect(quotes).toContain('KESTREL LOGISTICS LLC');
      expect(quotes).toContain('Plover Freight Corporation');
    });
  }

  it('still opens with the preamble when one names the parties', async () => {
    const result = await answerer.answer(
      'Who are the parties to this agreement?',
      contract(
        'SERVICES AGREEMENT',
        'This Services Agreement is made by and between Wren Systems Inc. ("Wren") and Finch Bakeries Ltd. ("Finch").',
        '1. Services. Wren shall maintain the ovens of Finch.',
        'IN WITNESS WHEREOF, the parties have signed this Agreement.',
        'Wren Systems Inc.',
        'By: Ann Lee',
      ),
    );
    expect(result.citations[0]?.quote).toContain('by and between Wren Systems Inc.');
  });
});

describe('a signature block’s company line', () => {
  it('is a line ending with a name in its legal form, above its signer’s line', () => {
    const passages = [
      'Payment shall be made to the Company.',
      'Date: 1 June 2022',
      'Date: June 1, 2022 HERON & SONS LIMITED',
      'By: Ann Lee',
      'The Supplier',
      'By: Tom Hay',
      'Osprey Bank of Maine N.V.',
      'Name: Ed Fox',
    ].map((text, index) => ({ text, index, page: 1, start: 0, end: text.length }));
    expect(signatureParties(passages).map((passage) => passage.text)).toEqual([
      'Date: June 1, 2022 HERON & SONS LIMITED',
      'Osprey Bank of Maine N.V.',
    ]);
  });
});
