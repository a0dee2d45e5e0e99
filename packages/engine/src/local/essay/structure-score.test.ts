import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/** What the organisation score reads: essays and stories written for these tests. */
const STORY_TASK = 'Tell the story of something you made with someone in your family.';

/** One paragraph, as many stories are typed: it orients, moves on in time, turns and ends. */
const SEQUENCED_STORY = [
  'Last summer my sister and I built a treehouse in the oak behind our house.',
  'At first we argued every morning about where the ladder should go.',
  'Then a storm blew down the boards we had nailed to the lowest branch.',
  'Suddenly the whole plan seemed hopeless, and my sister threw her hammer into the grass.',
  'The next week we borrowed stronger nails and a saw from our neighbour.',
  'Finally the floor held, and we ate our lunch up among the leaves.',
  'I learned that a project goes better when you plan it before you start.',
].join(' ');

/** The same events listed without a setting, shifts of time, a turn or an ending. */
const LISTED_STORY = [
  'My sister and I wanted a treehouse in the oak behind our house.',
  'We argued about where the ladder should go.',
  'A storm blew down the boards on the lowest branch.',
  'My sister threw her hammer into the grass and I went inside.',
  'We borrowed stronger nails and a saw from our neighbour.',
  'We ate our lunch up among the leaves.',
  'The saw from our neighbour is still in our shed.',
].join(' ');

const ARGUMENT = [
  'Our town should open its library on Sundays. Families are free on that day, and many have nowhere quiet to read.',
  'First, working parents cannot visit during the week. For example, a nurse who works until six finds the doors closed when she arrives.',
  'Second, students need a calm place before Monday tests. Many share a small flat with younger children, so the library is the only quiet room they have.',
  'However, opening costs money. The cost is small, because volunteers from the reading club have offered to help the staff.',
  'In conclusion, Sunday hours would serve parents and students alike, and the town can afford them.',
].join('\n\n');

describe('the organisation score', () => {
  it('reads a story written as one paragraph by its sequence, not its paragraph count', async () => {
    const analysis = await analyzeEssay(SEQUENCED_STORY, { academicLevel: 'high-school', subject: STORY_TASK });
    // Level 4 of 6 (adequate) starts at 50 on the grade's scale.
    expect(analysis.structureAnalysis.score).toBeGreaterThanOrEqual(60);
  });

  it('scores a story that only lists its events a level below one that sequences them', async () => {
    const listed = await analyzeEssay(LISTED_STORY, { academicLevel: 'high-school', subject: STORY_TASK });
    const sequenced = await analyzeEssay(SEQUENCED_STORY, { academicLevel: 'high-school', subject: STORY_TASK });
    expect(sequenced.structureAnalysis.score - listed.structureAnalysis.score).toBeGreaterThanOrEqual(20);
  });

  it('gives the same essay the same organisation score at every level: length is development’s', async () => {
    const subject = 'Should the library open on Sundays? Give your opinion.';
    const school = await analyzeEssay(ARGUMENT, { academicLevel: 'high-school', subject });
    const graduate = await analyzeEssay(ARGUMENT, { academicLevel: 'graduate', subject });
    expect(graduate.structureAnalysis.score).toBe(school.structureAnalysis.score);
  });
});
