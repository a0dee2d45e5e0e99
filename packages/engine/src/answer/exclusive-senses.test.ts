import { describe, expect, it } from 'vitest';
import { createLocalAnswerer } from './local-answerer';

// A contract written for this test (not from any corpus): "exclusive" in four senses, one of them exclusivity.
const document = {
  documentType: 'contract' as const,
  pages: [
    {
      pageNumber: 1,
      text: [
        'DISTRIBUTION AGREEMENT',
        'This Agreement is made on May 4, 2021 between Osprey Optics Ltd. ("Osprey") and Kestrel Retail Inc. ("Kestrel").',
        '1. Enforcement. Osprey shall have the exclusive right to bring any action against infringers of the Osprey Marks, at its own cost.',
        '2. Ownership. Osprey shall be the exclusive owner of all right, title and interest in the Osprey Marks and the Products.',
        '3. Courts. Any suit arising out of this Agreement shall be tried exclusively in the courts of the Province of Ontario.',
        '4. Appointment. Subject to the terms of this Agreement, Osprey hereby grants Kestrel a non-transferable, exclusive license to distribute the Products in Canada.',
        '5. Fees. Kestrel shall pay Osprey the prices in Schedule A within thirty (30) days of invoice.',
      ].join('\n'),
    },
  ],
};

describe('asked whether anything is exclusive', () => {
  for (const question of ['Is the relationship exclusive?', 'Does either party have exclusive rights?']) {
    it(`opens with the exclusive licence, not an exclusive right to sue, exclusive ownership or courts, when asked “${question}”`, async () => {
      const result = await createLocalAnswerer().answer(question, document);
      expect(result.found).toBe(true);
      expect(result.citations[0]?.quote).toContain('exclusive license to distribute the Products in Canada');
    });
  }
});
