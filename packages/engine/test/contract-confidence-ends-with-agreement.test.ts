import { describe, expect, it } from 'vitest';
import { analyseClientServicesAgreement as analyse } from './client-services-agreement';
import { keyFindingAdvice, risksAndFindingsTold } from './contract-advice-seen';

/**
 * A duty of confidence that a clause on the end of the agreement ends with every other duty protects the
 * reader's information only until then: the finding says so and asks for the duty to survive, never "no change
 * needed". Sentences written for these tests.
 */
const MUTUAL_DUTY =
  'Confidentiality. Each party shall keep confidential the Confidential Information of the other party and shall not pass it on to any outsider.';
const EVERYTHING_ENDS =
  'Effect of Termination. Upon termination or expiry of this Agreement, all rights and obligations of either party under this Agreement shall cease immediately.';

describe('a duty of confidence ended with every other duty', () => {
  it('is told as ending with the agreement, and its survival is asked for', async () => {
    const result = await analyse(MUTUAL_DUTY, EVERYTHING_ENDS);
    expect(risksAndFindingsTold(result, 'Confidentiality')).toMatch(/protected only until then/u);
    const advice = keyFindingAdvice(result, 'Confidentiality');
    expect(advice).toMatch(/survive the end of the agreement/u);
    expect(advice).not.toMatch(/No change needed/u);
  });

  it('is not so told where the duty is kept after the end', async () => {
    const result = await analyse(
      `${MUTUAL_DUTY.replace(/\.$/u, '')}, during the term and for three (3) years after its termination.`,
      EVERYTHING_ENDS,
    );
    expect(risksAndFindingsTold(result, 'Confidentiality')).not.toMatch(/protected only until then/u);
  });

  it('is not so told where no clause ends every duty', async () => {
    const result = await analyse(MUTUAL_DUTY);
    expect(risksAndFindingsTold(result, 'Confidentiality')).not.toMatch(/protected only until then/u);
  });
});
