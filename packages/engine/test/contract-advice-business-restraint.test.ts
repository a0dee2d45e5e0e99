import { describe, expect, it } from 'vitest';
import { analyseMarketingAgreement as analyse } from './marketing-agreement';

// A restriction on a company while the deal runs is not an employee's non-compete.
describe('advice on a non-compete between businesses', () => {
  it('tells a restriction during the term as such, without employee-style asks', async () => {
    const result = await analyse(
      { role: 'client', party: 'Halvorsen' },
      'During the term of this Agreement, Halvorsen shall not engage in the development of any competing products.',
    );
    const found = result.keyFindings.find((finding) => finding.title === 'Non-compete');
    expect(found).toBeDefined();
    expect(found?.description ?? '').not.toMatch(/earning a living|after the agreement ends/iu);
    expect(found?.recommendation ?? '').not.toMatch(/pay during it|six to twelve months/iu);
  });
});
