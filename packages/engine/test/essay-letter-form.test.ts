import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/** A letter to a paper that argues its case, written for this test. */
const LETTER_TO_THE_PAPER = [
  'Dear Editor,',
  'I believe our town should keep the public pool open all summer, because it is where our children learn to swim safely.',
  'Last year my brother learned to swim there in two weeks. The lifeguards were patient and kind, and he now swims every weekend with his friends.',
  'Some people say the pool costs too much to run. Even so, a town that cannot swim pays far more when accidents happen on the river.',
  'Please keep the pool open so that every child can learn.',
  'Yours sincerely,',
  'Ana Ruiz',
].join('\n\n');

describe('a case argued in a letter', () => {
  it('is measured against the length of a letter to a paper, not of an essay', async () => {
    const result = await analyzeEssay(LETTER_TO_THE_PAPER, {
      academicLevel: 'high-school',
      subject: 'Write a letter to the editor of your local newspaper about the town pool',
    });
    const development = result.summary.find((line) => line.startsWith('Development:')) ?? '';
    expect(development).toMatch(/where about 300 suit an argument made in a letter in high-school writing/u);
    expect(result.summary.join(' ')).not.toMatch(/500/u);
  });
});
