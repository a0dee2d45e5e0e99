import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText as analyze } from './result-checks';

const hasAsIs = (result: ContractAnalysis) => (result.keyTerms ?? []).some((term) => term.term === 'As is');

describe('"as is"', () => {
  it('is not a quality disclaimer inside "fair market value as is determined"', async () => {
    const result = await analyze(
      'PURCHASE OPTION AGREEMENT\n\nThe Buyer may purchase the Equipment at its fair market value as is determined by an independent appraiser chosen by both parties. The Seller warrants that the Equipment is free of liens.',
    );
    expect(hasAsIs(result)).toBe(false);
    expect(JSON.stringify(result)).not.toContain('Quality promises are disclaimed');
  });

  it('is a quality disclaimer when the goods are provided "AS IS"', async () => {
    const result = await analyze(
      'SOFTWARE LICENSE AGREEMENT\n\nThe Software is provided "AS IS", and Licensor disclaims all warranties of merchantability.',
    );
    expect(hasAsIs(result)).toBe(true);
  });
});
