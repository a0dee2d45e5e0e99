import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseClientServicesAgreement as analyse } from './client-services-agreement';
import { risksTitled } from './contract-advice-seen';

/** Every line the reader sees about the clause with this title: risks, key findings and recommendations. */
function toldAbout(result: ContractAnalysis, title: string): string[] {
  return [
    ...risksTitled(result, title),
    ...result.keyFindings.filter((finding) => finding.title === title).map((finding) => finding.description),
  ];
}

describe('a period the sentence states is told, not hidden behind "for a period"', () => {
  it('tells the no-poaching period as the agreement plus the months after it', async () => {
    const result = await analyse(
      'Staff. During the Term and for a period of eighteen (18) months thereafter, the Client shall not, without the Provider’s prior written consent, solicit for employment any employee of the Provider.',
    );
    const told = toldAbout(result, 'No hiring of staff');
    expect(told.length).toBeGreaterThan(0);
    for (const line of told) {
      expect(line).not.toMatch(/for a period\./u);
      expect(line).toMatch(/during the agreement and for 18 months after it ends/u);
    }
  });

  it('tells how long the terms that go on after the end last', async () => {
    const result = await analyse(
      'Survival. The Provider’s duty to keep the Client’s records confidential shall survive for three (3) years after the expiration or termination of this Agreement.',
    );
    const told = toldAbout(result, 'Obligations after termination');
    expect(told.length).toBeGreaterThan(0);
    for (const line of told) {
      expect(line).not.toMatch(/for the period it states/u);
      expect(line).toMatch(/goes on after the agreement ends, for 3 years\./u);
    }
  });

  it('tells a length a form proposes in brackets as the length it states', async () => {
    const result = await analyse(
      'Survival. The Provider’s duty to keep the Client’s records confidential shall survive for [4] years after the expiration or termination of this Agreement.',
    );
    const told = toldAbout(result, 'Obligations after termination');
    expect(told.length).toBeGreaterThan(0);
    for (const line of told) {
      expect(line).not.toMatch(/no end stated|does not say for how long/u);
      expect(line).toMatch(/goes on after the agreement ends, for 4 years\./u);
    }
  });

  it('keeps "for a period" when the sentence states none', async () => {
    const result = await analyse(
      'Staff. The Client shall not solicit for employment any employee of the Provider without the Provider’s prior written consent.',
    );
    for (const line of toldAbout(result, 'No hiring of staff')) expect(line).not.toMatch(/\d+ months/u);
  });
});
