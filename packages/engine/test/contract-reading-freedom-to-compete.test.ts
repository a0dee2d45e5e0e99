import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyseClientServicesAgreement as analyse } from './client-services-agreement';

function nonCompeteTold(result: ContractAnalysis): string[] {
  return [
    ...result.risks.filter((risk) => risk.finding.startsWith('Non-compete:')).map((risk) => risk.finding),
    ...result.keyFindings.filter((finding) => finding.title === 'Non-compete').map((finding) => finding.description),
  ];
}

describe('a sentence that leaves a party free to compete is no non-compete', () => {
  it('does not report a non-compete where nothing in the agreement prevents competing products', async () => {
    const result = await analyse(
      'Independent development. Nothing in this Agreement shall prevent the Client from developing or selling products that compete with the Provider’s software, provided that the Client does not use the Provider’s Confidential Information.',
    );
    expect(nonCompeteTold(result)).toEqual([]);
  });

  it('does not report a non-compete for products that "may or may not compete"', async () => {
    const result = await analyse(
      'Own products. The Client may develop and sell its own products, which may or may not compete with the Provider’s software.',
    );
    expect(nonCompeteTold(result)).toEqual([]);
  });

  it('still reports a promise not to compete as one', async () => {
    const result = await analyse(
      'Restraint. During the Term, the Client shall not compete with the Provider in the supply of warehouse software.',
    );
    expect(nonCompeteTold(result).length).toBeGreaterThan(0);
  });
});
