import { describe, expect, it } from 'vitest';
import { keyFindingAdvice, keyFindingSaid } from './contract-advice-seen';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Sentences written for these tests; Halvorsen pays Pelletier in the marketing agreement and reads it.
const PAYER = { role: 'client', party: 'Halvorsen' } as const;

describe('a release of the reader’s own claims is not advised on as an indemnity', () => {
  it.each([
    [
      'Halvorsen agrees to release and hold harmless Pelletier and its employees from any and all liability for any injury, loss or damage arising in connection with the campaign.',
    ],
    [
      'Halvorsen hereby agrees to waive, release and hold Pelletier harmless from all claims relating to the launch events.',
    ],
    [
      'By taking part, Halvorsen shall release, discharge and hold harmless Pelletier from every claim arising out of the photo shoot.',
    ],
  ])('asks that "%s" leave out the other side’s own fault, not for mutuality or a cap', async (release) => {
    const result = await analyse(PAYER, release);
    const advice = keyFindingAdvice(result, 'Release of claims');
    expect(advice).not.toMatch(/mutual|cap\b|your own fault/iu);
    expect(advice).toMatch(/release/iu);
    expect(advice).toMatch(/Pelletier’s own negligence|other side’s own negligence/iu);
    expect(keyFindingSaid(result, 'Release of claims')).toMatch(/give up[^.]*claims/iu);
  });

  it('asks nothing where the release already leaves out the other side’s gross negligence', async () => {
    const result = await analyse(
      PAYER,
      'Halvorsen shall release and hold harmless Pelletier from all claims arising out of the photo shoot, except to the extent caused by Pelletier’s gross negligence or wilful misconduct.',
    );
    const advice = keyFindingAdvice(result, 'Release of claims');
    expect(advice).toMatch(/^No change needed/u);
    expect(advice).toMatch(/gross negligence or wilful misconduct/iu);
  });

  it('still advises on an indemnity against claims others bring as before', async () => {
    const result = await analyse(
      PAYER,
      'Halvorsen shall indemnify, defend and hold harmless Pelletier from any third-party claims arising from the campaign, including reasonable attorneys’ fees.',
    );
    const advice = keyFindingAdvice(result, 'Indemnification');
    expect(advice).toMatch(/mutual/iu);
    expect(advice).toMatch(/your own fault/iu);
  });
});
