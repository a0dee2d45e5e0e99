import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Sentences written for these tests; Halvorsen pays Pelletier in the marketing agreement.
const PAYER = { role: 'client', party: 'Halvorsen' } as const;
const SET_SUM =
  'If Pelletier hires any employee of Halvorsen without consent, Pelletier shall pay Halvorsen fifty thousand dollars ($50,000) as liquidated damages.';

describe('a set sum is told as keeping the other remedies only where the contract keeps them for it', () => {
  it('does not say the other remedies are kept because one other right is given without prejudice', async () => {
    const result = await analyse(
      PAYER,
      SET_SUM,
      'Halvorsen may, without prejudice to any other rights or remedies available to it, have faulty campaign material redone by another agency and set off the cost against the fees.',
    );
    const found = result.keyFindings.find((finding) => finding.title === 'Liquidated damages');
    expect(found).toBeDefined();
    expect(`${found?.description} ${found?.recommendation}`).not.toMatch(
      /other remedies are kept|already keeps your other remedies/iu,
    );
  });

  it('still says so when a general clause keeps every remedy', async () => {
    const result = await analyse(
      PAYER,
      SET_SUM,
      'Each remedy under this Agreement is in addition to any other remedy available at law or in equity.',
    );
    const found = result.keyFindings.find((finding) => finding.title === 'Liquidated damages');
    expect(found?.recommendation ?? '').toMatch(/already keeps your other remedies/iu);
  });
});
