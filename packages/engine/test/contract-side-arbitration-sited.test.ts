import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A contract written for this test: the arbitration clause names its seat with "sited in".
describe('an arbitration seat written "sited in" is read as the seat', () => {
  it('tells the seat as away from the client instead of "if the seat is far"', async () => {
    const text = [
      'SERVICES AGREEMENT',
      'This Services Agreement is made as of June 1, 2021 by and between Pell Harbor Analytics, Inc., a corporation with offices at 40 Mill Street, Portland, OR 97201 ("Provider"), and Quintet Foods, Inc., a corporation with offices at 9 Ranch Road, Reno, NV 89501 ("Customer").',
      'Provider shall deliver the monthly sales reports that Customer orders under this Agreement.',
      'Any dispute arising out of this Agreement shall be submitted to arbitration under the rules of the American Arbitration Association sited in Portland, Oregon for decision.',
    ].join('\n\n');
    const result = await analyzeContractText(text, { role: 'client' });
    const advice = JSON.stringify(
      result.recommendations.contractImprovements.filter((found) => /arbitrat/iu.test(JSON.stringify(found))),
    );
    expect(advice).not.toMatch(/if the seat is far/iu);
    expect(advice).toMatch(/Oregon, not where your side is/iu);
  });
});
