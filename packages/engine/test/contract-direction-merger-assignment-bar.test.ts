import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

function told(result: ContractAnalysis, title: string): string {
  return result.keyFindings
    .filter((finding) => finding.title === title)
    .map((finding) => `${finding.description} ${finding.recommendation}`)
    .join(' ');
}

// A passive bar naming the party it binds ("may not be assigned by X"): X is restricted, it holds no right.
const BAR_ON_HALVORSEN =
  'Except with Pelletier’s prior written approval, this Agreement may not be assigned by Halvorsen in connection with a merger or a sale of all or substantially all of the assets of Halvorsen.';

describe('a bar on assigning the agreement on a merger restricts the party it names', () => {
  it('the barred reader is told a sale of its business needs the other side’s consent', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, BAR_ON_HALVORSEN);
    const control = told(result, 'Change of control');
    expect(control).toMatch(
      /may not pass to a buyer of your business, or in a merger, without the other side’s consent/iu,
    );
    expect(control).not.toMatch(
      /you can react if the other side ends up owned|your side \(Halvorsen\) holds this right/iu,
    );
  });

  it('the barred reader is not told it stays free to assign', async () => {
    const result = await analyse({ role: 'client', party: 'Halvorsen' }, BAR_ON_HALVORSEN);
    const assignment = told(result, 'Assignment');
    expect(assignment).not.toMatch(/your side stays free|your side \(Halvorsen\) holds this right/iu);
  });

  it('the party whose approval is needed is not told a sale of its own business is at stake', async () => {
    const result = await analyse({ role: 'client', party: 'Pelletier' }, BAR_ON_HALVORSEN);
    const control = told(result, 'Change of control');
    expect(control).not.toMatch(/a sale of your business could end the agreement/iu);
    expect(control).not.toMatch(/Halvorsen holds this right against your side/iu);
  });
});
