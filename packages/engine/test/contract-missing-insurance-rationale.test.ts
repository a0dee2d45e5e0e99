import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseClientServicesAgreement } from './client-services-agreement';
import { analyzeContractText } from './result-checks';

function missingInsurance(result: ContractAnalysis) {
  return result.keyFindings.find((finding) => finding.title === 'No insurance clause');
}

const TERMINATION = 'Term. Either party may terminate this Agreement on sixty (60) days’ written notice.';
const CAP =
  'Liability. The Provider’s total liability under this Agreement shall not exceed the fees paid by the Client in the twelve (12) months before the claim.';

describe('a missing insurance clause is told with the cover and the reason that fit the contract', () => {
  it('asks an IT provider for professional indemnity and cyber cover, not injury cover', async () => {
    const finding = missingInsurance(await analyseClientServicesAgreement(TERMINATION));
    expect(finding).toBeDefined();
    expect(finding?.recommendation).toMatch(/professional indemnity/u);
    expect(finding?.description).not.toMatch(/injury/u);
  });

  it('names the cap instead of saying the other side may have nothing to pay a large claim with', async () => {
    const finding = missingInsurance(await analyseClientServicesAgreement(TERMINATION, CAP));
    expect(finding).toBeDefined();
    expect(finding?.description).not.toMatch(/nothing to pay a large claim/u);
    expect(finding?.description).toMatch(/capped/u);
    expect(finding?.type).toBe('low');
  });

  it('names the cap when liability is limited to the contract value', async () => {
    const finding = missingInsurance(
      await analyseClientServicesAgreement(
        TERMINATION,
        'Liability. The liability of the Provider shall be limited to an amount equal to the contract value stated in Schedule B.',
      ),
    );
    expect(finding?.description).toMatch(/capped/u);
  });

  it('does not take fees listed in an indemnity for a cap on liability', async () => {
    const finding = missingInsurance(
      await analyseClientServicesAgreement(
        TERMINATION,
        'Indemnity. The Client shall indemnify the Provider against all claims, losses, liabilities and costs (including but not limited to attorneys’ fees) arising from the Client’s data.',
      ),
    );
    expect(finding?.description).toMatch(/nothing to pay a large claim/u);
  });

  it('does not call liability capped when the cap leaves claims out', async () => {
    const finding = missingInsurance(
      await analyseClientServicesAgreement(
        TERMINATION,
        'Liability. Except for its indemnity obligations, the Provider’s total liability under this Agreement shall not exceed the fees paid by the Client.',
      ),
    );
    expect(finding?.description).not.toMatch(/capped/u);
  });

  it('still tells a client of uncapped physical work that the provider may have nothing to pay a large claim with', async () => {
    const text = [
      'CLEANING SERVICES AGREEMENT',
      'This Cleaning Services Agreement is made as of March 3, 2021 by and between Larkspur Offices Inc. ("Owner") and Tidewell Cleaning LLC ("Contractor").',
      'Contractor shall clean the offices of Owner each weekday evening.',
      'Owner shall pay Contractor a monthly fee of $4,000 within thirty (30) days of each invoice.',
      'Either party may terminate this Agreement on sixty (60) days’ written notice.',
      'This Agreement shall be governed by the laws of the State of Oregon.',
    ].join('\n\n');
    const finding = missingInsurance(await analyzeContractText(text, { role: 'client', party: 'Larkspur' }));
    expect(finding).toBeDefined();
    expect(finding?.description).toMatch(/nothing to pay a large claim/u);
  });
});
