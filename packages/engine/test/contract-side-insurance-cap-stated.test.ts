import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseClientServicesAgreement } from './client-services-agreement';

// Caps written for these tests: the advice on a missing insurance clause says what the cap is instead of
// hedging "if the cap is large".
function missingInsurance(result: ContractAnalysis) {
  return result.keyFindings.find((finding) => finding.title === 'No insurance clause');
}

const TERMINATION = 'Term. Either party may terminate this Agreement on sixty (60) days’ written notice.';

describe('the advice on a missing insurance clause names the cap the contract states', () => {
  it('tells a cap of a few weeks of charges as small, and asks about the cap instead of insurance up to it', async () => {
    const finding = missingInsurance(
      await analyseClientServicesAgreement(
        TERMINATION,
        'Liability. The Provider’s total liability to the Client shall be limited to an amount not to exceed the monthly support charges for a forty-five (45) day period.',
      ),
    );
    expect(finding?.recommendation).not.toMatch(/if the cap is large/iu);
    expect(finding?.description).toMatch(/the monthly support charges for a forty-five \(45\) day period/u);
    expect(finding?.description).toMatch(/less than a year’s fees/u);
    expect(finding?.recommendation).toMatch(/higher cap/u);
  });

  it('asks for cover up to a cap of a year’s fees, naming it', async () => {
    const finding = missingInsurance(
      await analyseClientServicesAgreement(
        TERMINATION,
        'Liability. The Provider’s total liability under this Agreement shall not exceed the fees paid by the Client in the twelve (12) months before the claim.',
      ),
    );
    expect(finding?.recommendation).not.toMatch(/if the cap is large/iu);
    expect(finding?.recommendation).toMatch(
      /up to at least the cap \(the fees paid by the Client in the twelve \(12\) months before the claim\)/u,
    );
  });
});
