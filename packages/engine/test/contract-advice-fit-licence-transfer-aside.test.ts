import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Sentences written for these tests; Pelletier licenses its artwork to Halvorsen (the reader).
const PAYER = { role: 'client', party: 'Halvorsen' } as const;
const LICENCE =
  'Pelletier hereby grants Halvorsen a non-exclusive, non-transferable licence to use the campaign artwork.';

function advice(result: ContractAnalysis): string {
  return result.keyFindings.find((finding) => finding.title === 'Non-transferable license')?.recommendation ?? '';
}

describe('a permission to assign with an aside between its modal and its verb', () => {
  it('is read, so the reader is not asked for transfers the permission already gives', async () => {
    const told = advice(
      await analyse(
        PAYER,
        LICENCE,
        'Either party may, without the consent of the other party, assign this Agreement to an Affiliate or to its successor in a merger or a sale of substantially all of its business.',
      ),
    );
    expect(told).not.toBe('');
    expect(told).not.toMatch(/ask for transfer/iu);
  });

  it('is not read as free of consent when the aside asks for consent', async () => {
    const told = advice(
      await analyse(
        PAYER,
        LICENCE,
        'Either party may, with the prior written consent of the other party, assign this Agreement to an Affiliate or to its successor in a merger.',
      ),
    );
    expect(told).toMatch(/ask for transfer to affiliates/iu);
  });
});
