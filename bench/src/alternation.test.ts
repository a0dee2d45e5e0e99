import { describe, expect, it } from 'vitest';
import { alternate, pairedRatios } from './alternation';

describe('two contenders measured in turns', () => {
  it('warms both, then runs them A B, B A, A B so that neither always goes first', async () => {
    const order: string[] = [];
    let round = 0;
    const result = await alternate(
      async () => {
        order.push('A');
        return round++;
      },
      async () => {
        order.push('B');
        return round++;
      },
      { rounds: 3, warmUps: 1 },
    );
    expect(order).toEqual(['A', 'B', 'A', 'B', 'B', 'A', 'A', 'B']);
    // Warm-up results are not kept; round i of each is a back-to-back pair.
    expect(result).toEqual({ first: [2, 5, 6], second: [3, 4, 7] });
  });

  it('gives one ratio per pair of rounds', () => {
    const ratios = pairedRatios({ first: [10, 20], second: [5, 40] }, (first, second) => second / first);
    expect(ratios).toEqual([0.5, 2]);
  });
});
