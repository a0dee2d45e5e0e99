import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Sentences written for these tests; Halvorsen pays Pelletier in the marketing agreement.
const PAYER = { role: 'client', party: 'Halvorsen' } as const;

function improvement(result: ContractAnalysis, title: string) {
  return result.recommendations.contractImprovements.find((change) => change.issue.startsWith(`${title}:`));
}

describe('a jury waiver every party gives is a point to note, not a change to negotiate', () => {
  it('does not list a jury waiver both sides give, written in capitals under its heading, as a change to negotiate', async () => {
    const result = await analyse(
      PAYER,
      '(vii)    Waiver of Jury Trial. EACH PARTY HEREBY WAIVES ANY AND ALL RIGHT TO         TRIAL BY JURY IN ANY SUIT RELATING TO THIS AGREEMENT. EACH PARTY ALSO AGREES THAT THIS WAIVER WAS BARGAINED FOR.',
    );
    const found = result.keyFindings.find((finding) => finding.title === 'Jury waiver');
    expect(found?.type).toBe('low');
    const change = improvement(result, 'Jury waiver');
    expect(change?.priority ?? 'none').not.toMatch(/critical|high/u);
  });
});
