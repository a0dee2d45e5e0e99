import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A contract written for this test: a supplier and a buyer, with one sentence about arbitration.
async function analyse(...sentences: string[]): Promise<ContractAnalysis> {
  const text = [
    'SUPPLY AGREEMENT',
    'This Supply Agreement is made as of May 4, 2022 by and between Harwell Castings Ltd. ("Supplier") and Ostrava Pumps Inc. ("Buyer").',
    'Supplier shall manufacture and deliver the castings that Buyer orders under this Agreement.',
    ...sentences,
  ].join('\n\n');
  return analyzeContractText(text, { role: 'client', party: 'Ostrava' });
}

const arbitrationChanges = (result: ContractAnalysis) =>
  result.recommendations.contractImprovements.filter((improvement) => improvement.issue.startsWith('Arbitration:'));

describe('arbitration advice reads the sentence it quotes', () => {
  it('is recommended on a sentence that sends disputes to arbitration', async () => {
    const result = await analyse(
      'Any dispute arising out of this Agreement shall be finally settled by arbitration before a single arbitrator.',
    );
    expect(arbitrationChanges(result)).toHaveLength(1);
  });

  it('is recommended on a sentence that sets where the arbitration is held', async () => {
    const result = await analyse('The arbitration shall be held in Geneva under the rules of the Swiss Chambers.');
    expect(arbitrationChanges(result)).toHaveLength(1);
  });

  it('is not recommended on a sentence that only says the award is final', async () => {
    const result = await analyse('The decision of the arbitrator shall be final and binding on both parties.');
    expect(arbitrationChanges(result)).toEqual([]);
  });

  it('is not recommended on a sentence that points to an arbitration set elsewhere', async () => {
    const result = await analyse(
      'If Buyer disputes a notice of termination, it may within thirty (30) days submit the matter to arbitration pursuant to the provisions of this Agreement.',
    );
    expect(arbitrationChanges(result)).toEqual([]);
  });

  it('is not recommended on a sentence that names an arbitrator among the bodies that may rule a term invalid', async () => {
    const result = await analyse(
      'If any provision of this Agreement is determined by an arbitrator or court of competent jurisdiction to be invalid, the remaining provisions shall stay in force.',
    );
    expect(arbitrationChanges(result)).toEqual([]);
  });
});

describe('a sentence cut where it points to the arbitration clause', () => {
  it('is not taken for the clause itself', async () => {
    const { setsArbitration } = await import('../src/local/contract/arbitration-quote-advice');
    expect(
      setsArbitration(
        'If the parties have not resolved it, the dispute shall be referred to arbitration in the manner provided in',
      ),
    ).toBe(false);
    expect(setsArbitration('Any dispute shall be referred to arbitration in London under the LCIA Rules.')).toBe(true);
  });
});
