import { describe, expect, it } from 'vitest';
import { CYCLE_LANES_ASSIGNMENT, essayOpening } from './cycle-lanes-essay';
import { analyzeEssayText as analyzeEssay } from './result-checks';

const arguing = CYCLE_LANES_ASSIGNMENT;

describe('a thesis stated as a judgement', () => {
  it.each([
    'Building cycle lanes in our town is very worthwhile. The roads are wide and many families already own bikes.',
    'Cycle lanes are a great help to families with young children. The roads are wide and many families already own bikes.',
    'Cutting the cycle lanes from the town budget would be a serious mistake. The roads are wide and many families already own bikes.',
    'Safe cycle lanes help people of every age to get about. The roads are wide and many families already own bikes.',
  ])('is found without a stance word: %s', async (opening) => {
    const { argumentClarity, summary } = await analyzeEssay(essayOpening(opening), arguing);
    expect(argumentClarity.thesisText).toBe(opening.split(/(?<=\.)\s/u)[0]);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/No clear thesis|No position is stated outright/u);
    expect(summary.join(' ')).not.toMatch(/No clear thesis|No position is stated outright/u);
  });

  it('is not found in a plain statement of fact', async () => {
    const opening =
      'Our town has three main roads and a river. Most families live on the east side, and the schools are on the west side.';
    const { argumentClarity } = await analyzeEssay(essayOpening(opening), arguing);
    expect(argumentClarity.thesisText).toBeNull();
  });
});

describe('a thesis inside a long first sentence', () => {
  it('is found when the writer’s position is stated in a run-on opening', async () => {
    const opening =
      'Dear editor, my view on the cycle lanes that the council wants to paint on the main roads this summer is that I think they are good for the town not perfect but good for many reasons, for example children can ride to school safely, parents can leave the car at home, and the air near the school will be cleaner for everyone who lives there.';
    const { argumentClarity } = await analyzeEssay(essayOpening(opening), arguing);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/No clear thesis|No position is stated outright/u);
    expect(argumentClarity.thesisText).toMatch(/I think they are good for the town/u);
  });
});

describe('the thesis as the writer’s own statement', () => {
  it('is never a question or a quoted line', async () => {
    for (const opening of [
      'Should every town build more cycle lanes for its families? The roads are wide and many families already own bikes.',
      '"Cycle lanes should be built in every single town," a poster says. The roads are wide and many families already own bikes.',
    ]) {
      const { argumentClarity } = await analyzeEssay(essayOpening(opening), arguing);
      expect(argumentClarity.thesisText ?? '').not.toMatch(/\?|^["“]/u);
    }
  });

  it('is found when a plainly stated position has a spelling slip', async () => {
    const opening =
      'Cycle lanes have a positive affect on people in our town. The roads are wide and many families already own bikes.';
    const { argumentClarity } = await analyzeEssay(essayOpening(opening), arguing);
    expect(argumentClarity.thesisText).toBe('Cycle lanes have a positive affect on people in our town.');
  });
});
