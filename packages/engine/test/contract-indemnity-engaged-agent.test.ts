import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyserOf } from './agreement-openings';

// An offering agreement written for these tests whose opening names no parties the way a preamble
// does, so who gives each indemnity must be read from the sentence itself.
const OFFERING: AgreementOpening = {
  title: 'REMARKETING AGREEMENT',
  preamble:
    'Preferred shares of the issuer described below are to be offered in a Subscription and Community Offering to eligible depositors.',
  clauses: [
    'The Fund shall pay the Remarketing Agent a fee of 0.10% per year of the liquidation preference of the shares remarketed.',
  ],
  closing: ['This Agreement shall be governed by the laws of the State of New York.'],
};

const offering = analyserOf(OFFERING);

function told(result: ContractAnalysis): string {
  return [
    ...result.risks.filter((risk) => risk.finding.startsWith('Indemnification')).map((risk) => risk.finding),
    ...result.recommendations.contractImprovements
      .filter((improvement) => improvement.issue.startsWith('Indemnification'))
      .map((improvement) => `${improvement.issue} ${improvement.specificChange}`),
  ].join(' | ');
}

describe('an indemnity protecting the agent the client engages, parties unnamed', () => {
  it.each([
    [
      'the fund indemnifies the agent',
      'The Fund agrees to indemnify and hold harmless the Remarketing Agent and its directors from and against any and all losses arising out of any untrue statement in the offering memorandum.',
    ],
    [
      'the issuers jointly indemnify the agent',
      'Each of the Issuing Entities will, jointly and severally, indemnify and hold harmless the Agent, its officers and employees, against any and all losses arising out of the Offering.',
    ],
    [
      'the company and its bank indemnify an agent called by its name',
      'The Company and the Savings Bank jointly and severally agree to indemnify and hold harmless Ostrand Capital, its officers and employees, against any and all losses arising out of the Offering.',
    ],
  ])('is a cost on the client when %s', async (_case, sentence) => {
    const said = told(await offering(sentence));
    expect(said).toMatch(/You may have to pay for claims/u);
    expect(said).not.toMatch(/away from you|infring/u);
  });
});
