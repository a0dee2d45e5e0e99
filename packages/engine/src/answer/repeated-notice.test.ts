import { describe, expect, it } from 'vitest';
import { createLocalAnswerer } from './local-answerer';

// A contract written for this test (not from any corpus): the filer's note on redacted royalty terms
// stands after every section, as notices stamped on a filed agreement do.
const NOTE =
  'Certain royalty percentages and revenue figures in this section have been redacted and filed separately with the Commission.';
const document = {
  documentType: 'contract' as const,
  pages: [
    {
      pageNumber: 1,
      text: [
        'CO-MARKETING AGREEMENT',
        'This Agreement is made on June 9, 2020 between Finch Media Inc. ("Finch") and Wren Tickets LLC ("Wren").',
        '1. Promotion. Finch shall promote Wren’s ticket service on its web sites.',
        NOTE,
        '2. Revenue Share. Wren shall pay Finch twenty percent (20%) of the net revenue Wren receives from tickets sold through the Finch sites.',
        NOTE,
        '3. Reports. Wren shall send Finch a monthly report of tickets sold.',
        NOTE,
        '4. Governing Law. This Agreement is governed by the laws of New York.',
      ].join('\n'),
    },
  ],
};

describe('a note repeated throughout a contract', () => {
  for (const question of ['Is revenue or profit shared between the parties?', 'Is there a revenue share?']) {
    it(`is not cited as a clause when asked “${question}”`, async () => {
      const result = await createLocalAnswerer().answer(question, document);
      expect(result.found).toBe(true);
      expect(result.citations[0]?.quote).toContain('twenty percent (20%) of the net revenue');
      expect(result.citations.map((citation) => citation.quote)).not.toContain(NOTE);
    });
  }
});
