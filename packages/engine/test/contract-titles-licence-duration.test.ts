import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests.
const PREAMBLE =
  'This Collaboration Agreement is made as of April 12, 2019 by and between Veridian Sensors Inc. ("Veridian") and Hollin Marine Ltd. ("Hollin").';

async function analyse(...sentences: string[]): Promise<ContractAnalysis> {
  return analyzeContractText(['COLLABORATION AGREEMENT', PREAMBLE, ...sentences].join('\n\n'), { role: 'client' });
}

function expiry(result: ContractAnalysis): string | undefined {
  return result.clauses?.find((clause) => clause.category === 'Expiration Date')?.value;
}

describe('a perpetual licence is not a perpetual agreement', () => {
  it('does not read the agreement as never ending from a licence granted during the term', async () => {
    const result = await analyse(
      'During the Term, each Party grants the other a worldwide, non-exclusive, royalty-free, perpetual license to use the joint designs.',
    );
    expect(expiry(result)).not.toBe('perpetual');
  });

  it('still reads a term that runs without end', async () => {
    const result = await analyse('The term of this Agreement shall be perpetual unless terminated under Section 9.');
    expect(expiry(result)).toBe('perpetual');
  });
});
