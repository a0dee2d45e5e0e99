import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// In the marketing agreement Halvorsen pays Pelletier: Halvorsen is the payer, Pelletier is paid.
const OTHER_SIDE_MAY_LEAVE =
  'Pelletier may terminate this Agreement at any time upon thirty (30) days’ written notice to Halvorsen.';
const PAYER_MAY_LEAVE =
  'Halvorsen may terminate this Agreement at any time upon thirty (30) days’ written notice to Pelletier.';

function exit(result: ContractAnalysis) {
  return result.keyFindings.find((finding) => finding.title === 'Termination for convenience');
}

function exitRisk(result: ContractAnalysis) {
  return result.risks.find((risk) => risk.finding.startsWith('Termination for convenience'));
}

describe('advice on the other side’s right to leave fits whether the reader pays or is paid', () => {
  it('does not ask a payer for payment for work done or a termination fee', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, OTHER_SIDE_MAY_LEAVE);
    const advice = exit(result)?.recommendation ?? '';
    expect(advice).not.toMatch(/payment for work|termination fee/iu);
    expect(advice).toMatch(/refund/iu);
    expect(exitRisk(result)?.finding).not.toMatch(/income or work you count on/iu);
  });

  it('still asks the paid side for payment for work done when the payer may leave', async () => {
    const result = await analyse({ role: 'service-provider', party: 'Pelletier' }, PAYER_MAY_LEAVE);
    expect(exit(result)?.recommendation).toMatch(/payment for work done/iu);
  });
});
