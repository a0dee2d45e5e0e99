import { describe, expect, it } from 'vitest';
import { createLocalAnswerer } from './local-answerer';

// A contract written for these tests (not from any corpus): the sentence stating the warranty period
// refers to another section by its number ("Section 6.1"), whose stop does not end the sentence.
const warranty = {
  documentType: 'contract' as const,
  pages: [
    {
      pageNumber: 1,
      text: [
        'EQUIPMENT SUPPLY AGREEMENT',
        'This Agreement is made on October 2, 2020 between Ibis Pumps Ltd. (the "Supplier") and Stork Water plc (the "Buyer").',
        '6.1 The Supplier warrants that the Pumps will conform to the Specifications and be free from defects in materials and workmanship.',
        '6.2 The Supplier warrants that it has good title to the Pumps and the right to sell them.',
        '6.3 The warranties in Section 6.1 apply for a period of twenty-four (24) months from delivery.',
        '7. Fees. The Buyer shall pay each invoice within thirty (30) days.',
      ].join('\n'),
    },
  ],
};

describe('a clause that refers to a numbered section is read as one sentence', () => {
  for (const question of ['How long does the warranty last?', 'For how long are the products warranted?']) {
    it(`opens with the warranty period when asked “${question}”`, async () => {
      const result = await createLocalAnswerer().answer(question, warranty);
      expect(result.found).toBe(true);
      expect(result.citations[0]?.quote).toContain('twenty-four (24) months from delivery');
    });
  }
});
