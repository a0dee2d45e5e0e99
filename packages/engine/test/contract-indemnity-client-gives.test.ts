import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyserOf } from './agreement-openings';

// A selling-agency agreement written for these tests: the issuer and its bank engage and pay an agent
// to sell their shares; nothing in it is licensed, written or invented.
const AGENCY: AgreementOpening = {
  title: 'SALES AGENCY AGREEMENT',
  preamble:
    'This Sales Agency Agreement is made as of March 3, 2022 among Pellow Valley Holdings, Inc. (the "Company"), Pellow Valley Savings Bank (the "Bank") and Ostrand Capital Markets LLC (the "Agent").',
  clauses: [
    'The Company and the Bank hereby engage the Agent as their exclusive agent to solicit subscriptions for the Shares in the Offering.',
    'The Company shall pay the Agent a fee equal to one percent of the aggregate purchase price of the Shares sold.',
  ],
  closing: ['This Agreement shall be governed by the laws of the State of Delaware.'],
};

const agency = analyserOf(AGENCY);

const GIVEN_BY_CLIENT =
  'The Company and the Bank jointly and severally agree to indemnify and hold harmless the Agent, its officers and employees, against any and all losses, claims and expenses arising out of any untrue statement of a material fact in the Prospectus.';

function told(result: ContractAnalysis): string {
  return [
    ...result.risks.filter((risk) => risk.finding.startsWith('Indemnification')).map((risk) => risk.finding),
    ...result.keyFindings
      .filter((finding) => finding.title === 'Indemnification')
      .map((finding) => `${finding.description} ${finding.recommendation}`),
    ...result.recommendations.contractImprovements
      .filter((improvement) => improvement.issue.startsWith('Indemnification'))
      .map((improvement) => `${improvement.issue} ${improvement.specificChange}`),
  ].join(' | ');
}

describe('an indemnity the client side gives the agent it engages', () => {
  it('is told as a cost on the client, not one shifted away from it', async () => {
    const said = told(await agency(GIVEN_BY_CLIENT));
    expect(said).not.toBe('');
    expect(said).toMatch(/You may have to pay for claims/u);
    expect(said).not.toMatch(/shifts the cost of certain claims away from you/u);
  });

  it('gets no advice to cover infringement of intellectual property', async () => {
    const said = told(await agency(GIVEN_BY_CLIENT));
    expect(said).not.toMatch(/infring|intellectual property/iu);
  });

  it('gets no infringement advice on the indemnity the agent gives back, in an offering of shares', async () => {
    const result = await agency(
      GIVEN_BY_CLIENT,
      'The Agent shall provide the Company with such data on subscriptions as are collected from investors.',
      'The Agent agrees to indemnify and hold harmless the Company and the Bank against any and all claims of third parties arising out of any untrue statement in information furnished in writing by the Agent for use in the Prospectus.',
    );
    const improvements = result.recommendations.contractImprovements.map((improvement) => improvement.specificChange);
    const advice = result.keyFindings.map((finding) => finding.recommendation);
    expect([...improvements, ...advice].join(' ')).not.toMatch(/infring|intellectual property/iu);
  });
});
