import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/** What the organisation score reads: essays and stories written for these tests. */
const STORY_TASK = 'Write about a time when you had to wait for something.';

/** One paragraph, as many stories are typed: it orients, moves on in time, turns and ends. */
const SEQUENCED_STORY = [
  'Last summer my brother and I waited three weeks for a puppy from a farm near our town.',
  'At first we checked the calendar every morning and asked our mother the same question.',
  'Then the farmer called to say the puppies were too small to leave their mother yet.',
  'Suddenly the wait felt twice as long, and my brother cried at dinner.',
  'The next week we built a small bed and painted a bowl with a blue stripe.',
  'Finally the day came, and a brown puppy slept on my lap the whole way home.',
  'I learned that waiting is easier when you use the time to get ready.',
].join(' ');

/** The same events listed without a setting, shifts of time, a turn or an ending. */
const LISTED_STORY = [
  'My brother and I wanted a puppy from a farm near our town.',
  'We checked the calendar every morning and asked our mother the same question.',
  'The farmer said the puppies were too small to leave their mother yet.',
  'My brother cried at dinner and I went to my room.',
  'We built a small bed and painted a bowl with a blue stripe.',
  'A brown puppy slept on my lap in the car.',
  'The bowl with the blue stripe is still in our kitchen.',
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
