import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Sentences written for these tests; Halvorsen pays Pelletier in the marketing agreement.
const PAYER = { role: 'client', party: 'Halvorsen' } as const;

function paymentChange(result: ContractAnalysis) {
  return result.recommendations.contractImprovements.find((change) => /grace period/iu.test(change.specificChange));
}

describe('a grace period is worth negotiating only where paying late costs more than low interest', () => {
  it('does not list a grace period as a change when the only late charge is low yearly interest', async () => {
    const result = await analyse(
      PAYER,
      'Any amount Halvorsen pays late shall bear interest at one and a half percent (1.5%) per annum until it is paid.',
    );
    expect(paymentChange(result)).toBeUndefined();
  });

  it('still asks for a grace period when a late fee is charged', async () => {
    const result = await analyse(
      PAYER,
      'Any amount Halvorsen pays late shall incur a late fee of ten percent (10%) of the amount due.',
    );
    // The ask is the rule's general one, so it is told on the clause's card, not listed as a change to this agreement.
    const card = result.keyFindings.find((finding) => /grace period/iu.test(finding.recommendation));
    expect(card?.type).toBe('medium');
  });
});
