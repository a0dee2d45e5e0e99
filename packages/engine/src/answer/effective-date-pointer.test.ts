import { describe, expect, it } from 'vitest';
import { createLocalAnswerer } from './local-answerer';

// Contracts written for these tests (not from any corpus).
const contract = (definition: string) => ({
  documentType: 'contract' as const,
  pages: [
    {
      pageNumber: 1,
      text: [
        'SUPPLY AGREEMENT',
        'This Supply Agreement is made as of June 14, 2021 between Heron Paints Ltd. (the "Supplier") and Osprey Homes Inc. (the "Buyer").',
        '1. Definitions.',
        '1.1 "Products" means the paints listed in Schedule A.',
        definition,
        '2. Supply. The Supplier shall supply the Products ordered by the Buyer.',
        '3. Governing Law. This Agreement is governed by the laws of the State of Maine.',
      ].join('\n'),
    },
  ],
});
const answerer = createLocalAnswerer();

describe('asked for the effective date when its definition points back to the date written above', () => {
  for (const definition of [
    '1.2 "Effective Date" means the date first written above.',
    '1.2 "Effective Date" shall mean the date of this Agreement as set forth on the first page.',
    '1.2 The term of this Agreement begins on the date hereof (the "Effective Date") and runs for three years.',
  ]) {
    it(`opens with the sentence that writes the date, not “${definition}”`, async () => {
      for (const question of ['What is the effective date?', 'When does this agreement take effect?']) {
        const result = await answerer.answer(question, contract(definition));
        expect(result.found).toBe(true);
        expect(result.citations[0]?.quote).toContain('June 14, 2021');
      }
    });
  }

  it('still opens with a definition that writes the date itself', async () => {
    const result = await answerer.answer(
      'What is the effective date?',
      contract('1.2 "Effective Date" means July 1, 2021, when the first order is due.'),
    );
    expect(result.citations[0]?.quote).toContain('July 1, 2021');
  });

  it('still opens with the agreement taking effect on an event, which no date states', async () => {
    const result = await answerer.answer(
      'When does this agreement take effect?',
      contract('1.2 This Agreement shall become effective upon the Buyer’s approval of the first sample.'),
    );
    expect(result.citations[0]?.quote).toContain('become effective upon');
  });
});

describe('asked for the effective date, a sentence about something else taking effect does not open', () => {
  for (const other of [
    '4. Amendments. No amendment or waiver of any provision of this Agreement shall be effective unless it is in writing and signed by both parties.',
    '4. Amendments. Any amendment to this Agreement shall be effective only when signed by both parties.',
    '4. Confidential Information does not include information already known to the recipient on the date this Agreement becomes effective.',
  ]) {
    it(`opens with the dated preamble, not “${other.slice(0, 60)}…”`, async () => {
      const document = contract('1.2 "Territory" means the State of Maine.');
      const page = document.pages[0];
      if (page) page.text = `${page.text}\n${other}`;
      for (const question of ['What is the effective date?', 'When does this agreement take effect?']) {
        const result = await answerer.answer(question, document);
        expect(result.citations[0]?.quote).toContain('June 14, 2021');
      }
    });
  }
});
