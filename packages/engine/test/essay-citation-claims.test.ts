import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/** A letter to a paper that argues from the writer's own experience and names no source. */
const LETTER_CITING_NOTHING = [
  'Dear Editor,',
  'I believe our town should keep the public pool open all summer. As I say in the first paragraph of every letter I send, the pool is where children learn to swim safely.',
  'Last year my brother learned to swim there in two weeks. The lifeguards were patient and kind, and he now swims every weekend with his friends.',
  'Some people say the pool costs too much to run. Even so, a town that cannot swim pays far more when accidents happen on the river.',
  'Please keep the pool open so that every child can learn.',
  'Sincerely, a reader',
].join('\n\n');

/** A story whose people find, write and explain things: none of them is a source. */
const STORY = [
  'Last summer my cousin Sarah and I stayed with our grandfather on his farm. On the first morning Sarah found a tiny kitten hiding under the porch.',
  'Grandpa explained the rules of the farm while we fed it warm milk. Later Sarah wrote a note to her mother about the kitten, and I drew a picture of it.',
  'By the end of the week the kitten followed us everywhere. When we left, Grandpa promised to look after it, and I still think about that summer.',
].join('\n\n');

describe('citations claimed only where the text cites', () => {
  it('names no source in a story whose people find and write things', async () => {
    const result = await analyzeEssay(STORY, { academicLevel: 'high-school', subject: 'Write a story about a summer' });
    // A story is asked for no sources: the summary says nothing of citations, neither found nor missing.
    expect(result.summary.join(' ')).not.toMatch(/Citations:/u);
  });

  it('never names citations a strength of a letter that cites nothing', async () => {
    const result = await analyzeEssay(LETTER_CITING_NOTHING, {
      academicLevel: 'high-school',
      subject: 'Letter to the local newspaper about the town pool',
    });
    expect(result.overallGrade.rationale).not.toMatch(/Strongest:[^.]*citations/u);
    expect(result.summary.join(' ')).toMatch(/Citations: none found\./u);
  });
});
