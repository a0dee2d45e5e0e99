import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A contract written for this test: a non-exclusive licence whose licensee acknowledges the licensor's
// exclusive licences to third parties. Those bind the licensor toward others, not the reader.
const TEXT = [
  'TRADEMARK LICENSE AGREEMENT',
  'This Trademark License Agreement is made as of May 4, 2023 by and between Corvel Brands Inc. (the "Licensor") and Pinegate Foods LLC (the "Licensee").',
  '1. Grant. The Licensor grants to the Licensee a non-exclusive license to use the Corvel marks on packaged soups sold in Ohio.',
  '2. Other Licensees. The Licensee acknowledges that the Licensor may have granted exclusive licenses to others for products other than packaged soups.',
  '3. Fees. The Licensee shall pay the Licensor a royalty of five percent of net sales.',
].join('\n\n');

describe('exclusive licences the other party may have granted to others', () => {
  for (const role of ['client', 'service-provider'] as const) {
    it(`are not told as an exclusivity binding the reader (${role})`, async () => {
      const result = await analyzeContractText(TEXT, { role });
      const told = JSON.stringify([
        ...result.keyFindings.filter((finding) => finding.title === 'Exclusivity'),
        ...result.risks.filter((risk) => /exclusiv/iu.test(risk.finding)),
      ]);
      expect(told).not.toMatch(/You may not work with or sell to others/iu);
      expect(told).not.toMatch(/buy only from them/iu);
      expect(told).not.toMatch(/you may not give the same rights/iu);
    });
  }
});
