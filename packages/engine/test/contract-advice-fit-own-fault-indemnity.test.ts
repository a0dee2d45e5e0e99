import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Sentences written for these tests; Halvorsen (the reader) pays Pelletier in the marketing agreement.
const PAYER = { role: 'client', party: 'Halvorsen' } as const;

function indemnity(result: ContractAnalysis) {
  return result.keyFindings.find((finding) => finding.title === 'Indemnification');
}

describe('an indemnity the reader gives only for its own fault or unlawful acts', () => {
  it.each([
    [
      'names the reader’s fault',
      'Halvorsen shall indemnify and hold Pelletier harmless from all claims and costs arising from Halvorsen’s fault or negligence in its use of the campaign materials.',
    ],
    [
      'covers only the reader’s breaches of law',
      'Halvorsen shall indemnify and hold Pelletier harmless from all losses and legal fees arising from its violation of any applicable law.',
    ],
  ])('is not asked to be limited to the reader’s own fault when it %s', async (_case, sentence) => {
    const found = indemnity(await analyse(PAYER, sentence));
    expect(found).toBeDefined();
    expect(found?.recommendation).not.toMatch(/limit (?:it|your side of it) to claims caused by your own fault/iu);
    expect(found?.type).not.toBe('high');
  });

  it('is still asked to be limited when it covers any claim about the campaign', async () => {
    const found = indemnity(
      await analyse(
        PAYER,
        'Halvorsen shall indemnify and hold Pelletier harmless from all claims and costs arising from the campaign.',
      ),
    );
    expect(found?.recommendation).toMatch(/limit (?:it|your side of it) to claims caused by your own fault/iu);
  });
});
