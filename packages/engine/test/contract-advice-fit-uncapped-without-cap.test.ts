import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// Sentences written for these tests; Halvorsen (the reader) pays Pelletier in the marketing agreement.
const PAYER = { role: 'client', party: 'Halvorsen' } as const;
const EXCLUSION =
  'EXCEPT FOR CLAIMS UNDER SECTION 9, IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR INDIRECT, SPECIAL OR CONSEQUENTIAL DAMAGES OR LOST PROFITS.';

// Lifting the exclusion of indirect loss for some claims is told as what it makes recoverable, not as uncapped liability.
const LIFTED = 'Indirect damages recoverable for some claims';

/** Everything the reader is told about the carve-out from the exclusion. */
function told(result: ContractAnalysis): string {
  return JSON.stringify([
    result.keyFindings.filter((finding) => finding.title === LIFTED),
    result.risks.filter((risk) => risk.finding.startsWith(LIFTED)),
    result.recommendations.contractImprovements.filter((change) => change.issue.startsWith(LIFTED)),
  ]);
}

describe('a carve-out from an exclusion of indirect loss in a contract that caps nothing', () => {
  it('is not told as the only uncapped case, nor asked to keep carve-outs it does not make', async () => {
    const said = told(await analyse(PAYER, EXCLUSION));
    expect(said).toMatch(
      /claims under section 9, the party harmed can also claim indirect, special, consequential and lost profits/u,
    );
    expect(said).not.toMatch(/Only the cases it carves out of the exclusion are uncapped/u);
    expect(said).not.toMatch(/such as confidentiality and data breaches/u);
    expect(said).toMatch(/caps no liability/u);
  });

  it('is still told as the only uncapped case where another clause caps liability', async () => {
    const said = told(
      await analyse(
        PAYER,
        EXCLUSION,
        'Each party’s total liability under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim.',
      ),
    );
    expect(said).not.toMatch(/caps no liability/u);
    expect(said).toMatch(/does not lift the contract’s liability cap/u);
  });

  it('tells the reader its claims are uncapped in every case where the only cap limits the other side', async () => {
    const said = told(
      await analyse(
        PAYER,
        EXCLUSION,
        'Pelletier’s total liability under this Agreement shall not exceed the fees paid to it in the twelve (12) months before the claim.',
      ),
    );
    expect(said).not.toMatch(/Only the cases it carves out of the exclusion are uncapped/u);
    expect(said).toMatch(
      /The contract caps only Pelletier’s liability, so a claim against you is uncapped in every case/u,
    );
  });

  it('names indemnities as uncapped too where the cap leaves them out', async () => {
    const said = told(
      await analyse(
        PAYER,
        EXCLUSION,
        'Each party’s total liability under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim, excluding its indemnification obligations.',
      ),
    );
    expect(said).not.toMatch(/Only the cases it carves out of the exclusion are uncapped/u);
    expect(said).toMatch(
      /indemnities are uncapped: the contract’s liability cap leaves them out \(“excluding its indemnification obligations”\)/u,
    );
  });
});
