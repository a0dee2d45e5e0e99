import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A contract written for this test: two companies that send their disputes to arbitration.
async function analyse(sentence: string): Promise<ContractAnalysis> {
  const text = [
    'SUPPLY AGREEMENT',
    'This Supply Agreement is made as of May 4, 2022 by and between Harwell Castings Ltd. ("Supplier") and Ostrava Pumps Inc. ("Buyer").',
    'Supplier shall manufacture and deliver the castings that Buyer orders under this Agreement.',
    sentence,
  ].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Ostrava' });
}

describe('advice on an arbitration clause between two companies', () => {
  it('asks about the seat and the costs, not for a small-claims court meant for consumers', async () => {
    const result = await analyse(
      'Any dispute arising out of this Agreement shall be finally settled by arbitration under the rules of the International Chamber of Commerce, seated in Geneva.',
    );
    const advice = JSON.stringify([result.keyFindings, result.recommendations]);
    expect(advice).toMatch(/arbitration/iu);
    expect(advice).not.toMatch(/small-claims/iu);
    expect(advice).toMatch(/seat/iu);
  });
});
