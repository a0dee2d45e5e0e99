import { describe, expect, it } from 'vitest';
import { CYCLE_LANES_ASSIGNMENT, essayOpening } from './cycle-lanes-essay';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/**
 * The thesis is the writer's own claim: a statement, not a question (with or without its question
 * mark), not words the writer quotes from someone else. The essays are written for these tests.
 */
const arguing = CYCLE_LANES_ASSIGNMENT;

describe('a question is not the thesis', () => {
  it.each([
    'Our town has wide roads and many families own bikes. Do you think the council should paint cycle lanes on the main roads.',
    'Our town has wide roads and many families own bikes. Should the council paint cycle lanes on the main roads for the children',
  ])('even without its question mark: %s', async (opening) => {
    const { argumentClarity } = await analyzeEssay(essayOpening(opening), arguing);
    expect(argumentClarity.thesisText ?? '').not.toMatch(/^(?:Do you think|Should the council)/u);
    expect(argumentClarity.strongPoints).not.toContain('The introduction states a clear position.');
  });
});

describe('a quoted line is not the thesis', () => {
  it('does not take a reporter’s quoted words for the writer’s position', async () => {
    const opening =
      'Our town has wide roads and many families own bikes. A reporter in the local paper wrote, “every town must build cycle lanes for its children.”';
    const { argumentClarity } = await analyzeEssay(essayOpening(opening), arguing);
    expect(argumentClarity.thesisText ?? '').not.toMatch(/reporter/u);
  });
});

describe('a stance the introduction signals at its end', () => {
  it.each([
    'Our town has wide roads and many families own bikes. That is why I believe the council should paint cycle lanes on the main roads.',
    'Cycling has a positive effect on people because it keeps them fit, saves them money and cleans the air they breathe.',
  ])('is found as the thesis: %s', async (opening) => {
    const { argumentClarity } = await analyzeEssay(essayOpening(opening), arguing);
    expect(argumentClarity.thesisText).not.toBeNull();
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/No position is stated outright/u);
  });
});
