import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A contract written for this test: the client's place is given in the opening, the seat in the arbitration clause.
async function analyse(seat: string): Promise<ContractAnalysis> {
  const text = [
    'SERVICES AGREEMENT',
    'This Services Agreement is made as of June 1, 2021 by and between Pell Harbor Analytics, Inc., a corporation with offices at 40 Mill Street, Portland, OR 97201 ("Provider"), and Quintet Foods, Inc., a corporation with offices at 9 Ranch Road, Reno, NV 89501 ("Customer").',
    'Provider shall deliver the monthly sales reports that Customer orders under this Agreement.',
    `Any dispute arising out of this Agreement shall be settled by binding arbitration held in ${seat}.`,
  ].join('\n\n');
  return analyzeContractText(text, { role: 'client' });
}

function arbitrationAdvice(result: ContractAnalysis): string {
  const key = result.keyFindings.find((found) => found.title === 'Arbitration');
  const improvements = result.recommendations.contractImprovements.filter((found) =>
    /arbitrat/iu.test(JSON.stringify(found)),
  );
  return JSON.stringify([key?.recommendation, improvements]);
}

describe('the arbitration seat told from the client’s side when its place is known', () => {
  it('says plainly that a seat in another state is away from the client, without "if the seat is far"', async () => {
    const advice = arbitrationAdvice(await analyse('Portland, Oregon'));
    expect(advice).not.toMatch(/if the seat is far/iu);
    expect(advice).toMatch(/Oregon, not where your side is/iu);
    expect(advice).toMatch(/Nevada/u);
  });

  it('says the seat is home ground when it is in the client’s own state', async () => {
    const advice = arbitrationAdvice(await analyse('Reno, Nevada'));
    expect(advice).not.toMatch(/if the seat is far/iu);
    expect(advice).toMatch(/where your side is based/iu);
  });
});
