import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { keyFindingAdvice } from './contract-advice-seen';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Sentences written for these tests; Halvorsen pays Pelletier in the marketing agreement.
const PAYER = { role: 'client', party: 'Halvorsen' } as const;

const advice = (result: ContractAnalysis) => keyFindingAdvice(result, 'Limitation of liability');

describe('advice on a limit of the other side’s liability asks only for what it lacks', () => {
  it('does not ask for a gross-negligence exception the cap already makes', async () => {
    const result = await analyse(
      PAYER,
      'Pelletier’s total liability under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim, except for liability arising from its gross negligence or wilful misconduct.',
    );
    const told = advice(result);
    expect(told).toMatch(/higher cap/iu);
    expect(told).not.toMatch(/exceptions for[^;]*gross negligence/iu);
    expect(told).toMatch(/already excepts gross negligence/iu);
  });

  it('does not ask to carve out indemnities or confidentiality a contract does not have', async () => {
    const result = await analyse(
      PAYER,
      'In no event shall Pelletier be liable to Halvorsen for any indirect, incidental or consequential damages.',
    );
    const told = advice(result);
    expect(told).toMatch(/indirect/iu);
    expect(told).not.toMatch(/indemnit|confidential/iu);
  });

  it('still asks to carve out the other side’s indemnity when there is one', async () => {
    const result = await analyse(
      PAYER,
      'In no event shall Pelletier be liable to Halvorsen for any indirect, incidental or consequential damages.',
      'Pelletier shall indemnify and hold harmless Halvorsen from any third-party claim arising from the campaign materials.',
    );
    expect(advice(result)).toMatch(/indemnit/iu);
  });
});
