import { describe, expect, it } from 'vitest';
import { CYCLE_LANES_ASSIGNMENT, CYCLE_LANES_BODY, essayOpening } from './cycle-lanes-essay';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/**
 * The thesis is the first sentence of the first or second paragraph that takes a side, said with or
 * without "I think"; the essays are written for these tests.
 */
const arguing = CYCLE_LANES_ASSIGNMENT;
const LATE_OR_NONE = /not in the introduction|No position is stated/u;

describe('an opening that takes a side is the thesis', () => {
  it('reads "X are a very positive thing" closing the introduction as the position', async () => {
    const opening =
      'Many towns have wide roads and few places to ride a bike. Painted cycle lanes on the main roads are a very positive thing.';
    const { argumentClarity } = await analyzeEssay(essayOpening(opening), arguing);
    expect(argumentClarity.thesisText).toBe('Painted cycle lanes on the main roads are a very positive thing.');
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(LATE_OR_NONE);
  });

  it('reads "Don’t you agree …? I sure do." as the question and its answer', async () => {
    const opening =
      'Don’t you agree that cycle lanes make a town better? I sure do. Our roads are wide enough for them.';
    const { argumentClarity } = await analyzeEssay(essayOpening(opening), arguing);
    expect(argumentClarity.thesisText).toBe('Don’t you agree that cycle lanes make a town better? I sure do.');
  });

  it('reads "I agree." after the view it answers as the writer taking that view', async () => {
    const opening =
      'Some parents say that the council should paint cycle lanes near every school. I agree. The roads by our school are wide.';
    const { argumentClarity } = await analyzeEssay(essayOpening(opening), arguing);
    expect(argumentClarity.thesisText ?? '').toMatch(/I agree\.$/u);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(LATE_OR_NONE);
  });

  it('finds the stance in the second paragraph after an opening question, and does not call it late', async () => {
    const text = [
      'How do children in our town get to school each morning?',
      'Towns should paint cycle lanes on their main roads. Children would then ride to school safely.',
      ...CYCLE_LANES_BODY,
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBe('Towns should paint cycle lanes on their main roads.');
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(LATE_OR_NONE);
  });

  it('takes the earliest side-taking sentence of the second paragraph', async () => {
    const text = [
      'Our town has wide roads. Many families own bikes.',
      'Cycle lanes are a good idea for our town. They also cost less than a new car park. I think the council should paint them this year.',
      ...CYCLE_LANES_BODY,
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBe('Cycle lanes are a good idea for our town.');
  });
});

describe('controls', () => {
  it('still says the position comes late when it comes only in the third paragraph', async () => {
    const text = [
      'Our town has wide roads. Many families own bikes.',
      'The roads by the school are busy at eight in the morning. Buses and cars queue at the lights.',
      'I believe the council should paint cycle lanes on the main roads. Riders would be safer.',
      'In the end, lanes give a town cleaner air and healthier children.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBeFalsy();
    expect(argumentClarity.logicalGaps.join(' ')).toMatch(/only in paragraph 3/u);
  });

  it('finds no thesis in an essay that never takes a side', async () => {
    const text = [
      'Our town has wide roads. Many families own bikes and ride them on Sundays.',
      'The council met in May. It talked about the roads, the buses and the new school roof.',
      'The meeting ended at nine. The next one is in June.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBeFalsy();
  });

  it('takes no sentence of a story for its thesis', async () => {
    const text = [
      'Last summer I rode my bike to the lake with my brother. We left before breakfast.',
      'We stopped at the bridge and watched the ducks. My brother dropped his sandwich in the water.',
      'We rode home in the rain and laughed the whole way.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, {
      academicLevel: 'high-school',
      subject: 'Tell about a time you laughed.',
    });
    expect(argumentClarity.thesisText).toBeFalsy();
  });
});
