import { describe, expect, it } from 'vitest';
import { focusedSpan } from './focused-span';
import { createLocalAnswerer } from './local-answerer';

// Sentences and contracts written for these tests (not from any corpus).
const RECITALS = [
  'WHEREAS, Heron Labs has developed proprietary software for the routing of parcels between regional depots and for the planning of delivery rounds in dense city centres;',
  'WHEREAS, Plover Freight operates a network of depots in several countries and wishes to use that software in its depots and to offer it to its own customers;',
  'NOW, THEREFORE, in consideration of the mutual promises set out below, the sufficiency of which each party acknowledges, the parties agree as follows:',
].join(' ');
const GRANT =
  '1.1 Heron Labs hereby grants to Plover Freight a non-exclusive, non-transferable licence to use the Software in its depots during the Term.';

/** Recitals run into the first section, as a scan that lost its line breaks gives them: one long passage. */
const runOn = {
  documentType: 'contract' as const,
  pages: [
    {
      pageNumber: 1,
      text: [
        'SOFTWARE LICENCE AGREEMENT',
        'This Agreement is made on March 3, 2021 between Heron Labs Inc. ("Heron Labs") and Plover Freight Ltd. ("Plover Freight").',
        `${RECITALS} 1.0 Software Licence ${GRANT} 1.2 Plover Freight shall not copy the Software except for backup.`,
        '2. Fees. Plover Freight shall pay Heron Labs a fee of $5,000 per month.',
        '3. Governing Law. This Agreement is governed by the laws of Ontario.',
      ].join('\n'),
    },
  ],
};

describe('a long passage is quoted from the part that answers', () => {
  it('starts the quote at the section the answer stands in, not at the recitals before it', () => {
    const text = `${RECITALS} 1.0 Software Licence ${GRANT}`;
    const focus = text.indexOf('grants');
    const span = focusedSpan({ text, page: 1, start: 0, end: text.length }, focus);
    expect(span.text.startsWith('1.1 Heron Labs hereby grants')).toBe(true);
    expect(span.start).toBe(text.indexOf('1.1 Heron'));
  });

  it('keeps a short passage, and one whose point fits in the quote, whole', () => {
    const text = 'The Supplier shall deliver the Goods within ten days; the Buyer shall pay on delivery.';
    expect(focusedSpan({ text, page: 1, start: 0, end: text.length }, text.indexOf('pay')).text).toBe(text);
  });

  for (const question of ['Does the agreement grant a license?', 'Can the license be transferred?']) {
    it(`quotes the grant itself when asked “${question}”`, async () => {
      const result = await createLocalAnswerer().answer(question, runOn);
      expect(result.found).toBe(true);
      expect(result.citations.some((citation) => citation.quote.includes('hereby grants to Plover Freight'))).toBe(
        true,
      );
      expect(result.citations.every((citation) => !citation.quote.startsWith('WHEREAS, Heron Labs'))).toBe(true);
    });
  }
});
