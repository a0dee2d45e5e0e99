import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

function titles(result: ContractAnalysis): string[] {
  return [...result.keyFindings.map((finding) => finding.title), ...(result.clauses ?? []).map((c) => c.title)];
}

describe('a clause is found from its operative words, not a topic word it shares', () => {
  it('how often orders are sent is no minimum commitment; a minimum quantity still is', async () => {
    const often = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Pelletier shall transmit all orders it takes from customers to Halvorsen a minimum of once daily, by email or other agreed means.',
    );
    // The statistical classifier may still list the sentence; no finding is told from it.
    expect(often.keyFindings.map((finding) => finding.title)).not.toContain('Minimum commitment');
    expect(often.risks.map((risk) => risk.finding)).not.toContainEqual(expect.stringMatching(/^Minimum commitment/u));
    const quantity = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Halvorsen shall purchase a minimum of 5,000 advertising slots in each calendar year of the term.',
    );
    expect(titles(quantity)).toContain('Minimum commitment');
  });

  it('a promise not to use a third party’s secrets is not the parties’ confidentiality', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Pelletier will not disclose to Halvorsen or use in its work any trade secrets or confidential information of any former employer or other third party that it is not entitled to use.',
    );
    expect(titles(result)).not.toContain('Confidentiality');
  });

  it('a promise of good standing is no promise of quality', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Pelletier represents and warrants that it is a limited liability company duly organized and in good standing under the laws of the State of Vermont.',
    );
    expect(titles(result)).not.toContain('Warranties and disclaimers');
  });

  it('a choice of the only courts a claim may be brought in is no covenant not to sue', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'Each party agrees that it shall not bring any action arising out of this Agreement in any court other than the state or federal courts located in Burlington, Vermont.',
    );
    expect(titles(result)).not.toContain('Covenant not to sue');
  });
});
