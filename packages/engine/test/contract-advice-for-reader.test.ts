import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Contracts written for these tests.
async function analyse(party: string, sentence: string): Promise<ContractAnalysis> {
  const text = [
    'SERVICES AGREEMENT',
    'This Services Agreement is made as of March 3, 2022 by and between Larkspur Analytics Ltd. ("Larkspur") and Ostrander Retail Inc. ("Ostrander").',
    'Larkspur shall provide the analytics services described in Schedule 1 to Ostrander.',
    sentence,
  ].join('\n\n');
  return analyzeContractText(text, { role: 'client', party });
}

function assignment(result: ContractAnalysis) {
  return result.keyFindings.find((finding) => finding.title === 'Assignment');
}

describe('advice on assignment never asks the reader to give up what the clause gives them', () => {
  it('a bar only on the other side assigning does not ask to make it bind both', async () => {
    const result = await analyse(
      'Ostrander',
      'Larkspur shall not assign this Agreement without the prior written consent of Ostrander.',
    );
    expect(assignment(result)?.recommendation).not.toMatch(/neither side may assign/iu);
  });

  it('the reader’s own right to assign without consent is no risk to the reader', async () => {
    const result = await analyse('Ostrander', 'Ostrander may assign this Agreement without the consent of Larkspur.');
    const found = assignment(result);
    expect(found?.type).toBe('low');
    expect(found?.recommendation).not.toMatch(/neither side may assign/iu);
  });

  it('the other side’s right to assign without consent is still a point to negotiate', async () => {
    const result = await analyse('Larkspur', 'Ostrander may assign this Agreement without the consent of Larkspur.');
    const found = assignment(result);
    expect(found?.type).not.toBe('low');
    expect(found?.recommendation).toMatch(/neither side may assign/iu);
  });
});
