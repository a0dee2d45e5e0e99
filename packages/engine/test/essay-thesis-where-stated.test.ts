import { describe, expect, it } from 'vitest';
import { CYCLE_LANES_ASSIGNMENT, CYCLE_LANES_BODY, essayOpening } from './cycle-lanes-essay';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/**
 * The thesis is found where the writer states it: after a sentence or two of context or an opening
 * question, in a lower-case "i think", or in a long first sentence that previews the reasons. The
 * essays are written for these tests.
 */
const arguing = CYCLE_LANES_ASSIGNMENT;

describe('the thesis where the introduction states it', () => {
  it('finds a lower-case “i think” after a sentence of context, as a sentence of its own', async () => {
    const opening =
      'Our town has wide roads and many families own bikes. i think the council should paint cycle lanes on the main roads.';
    const result = await analyzeEssay(essayOpening(opening), arguing);
    expect(result.argumentClarity.thesisText).toBe('i think the council should paint cycle lanes on the main roads.');
    expect(result.structureAnalysis.specificIssues.join(' ')).not.toMatch(/too short to introduce/u);
  });

  it('finds a long “I think they should, depending on …” after two sentences of context', async () => {
    const opening =
      'Our town has wide roads. Many families own bikes but are afraid to ride them. I think they should, depending on how much money the council has left after it pays for the new school roof, the bus service, the street lights and all the other things it promised the families on the east side of the river last spring.';
    const { argumentClarity } = await analyzeEssay(essayOpening(opening), arguing);
    expect(argumentClarity.thesisText ?? '').toMatch(/^I think they should, depending on/u);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/not in the introduction|No position is stated/u);
  });

  it('finds a long first sentence that states the position and previews its reasons', async () => {
    const opening =
      'Every town with wide roads should paint cycle lanes on its main streets, because the lanes keep children safe on the way to school, take cars off the busiest roads at rush hour, make the air near schools cleaner and give older people a cheap way to get to the shops and the doctor without a car. The council will vote on it in May.';
    const { argumentClarity } = await analyzeEssay(essayOpening(opening), arguing);
    expect(argumentClarity.thesisText ?? '').toMatch(/^Every town with wide roads should paint cycle lanes/u);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/not in the introduction|No position is stated/u);
  });

  it('finds the position after two opening questions in a text without paragraph breaks', async () => {
    const text = [
      'Have you ever tried to cycle to school on a busy road? Did you feel safe? Our town has wide roads and many families own bikes. I believe the council should paint cycle lanes on the main roads.',
      ...CYCLE_LANES_BODY,
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.thesisText).toBe('I believe the council should paint cycle lanes on the main roads.');
  });
});

describe('a thesis the essay turns against', () => {
  const intro =
    'Many schools give homework every night, even to young children. I think schools should ban homework for students under twelve.';
  const body = [
    'Homework lets students practise what they learned in class. A student who solves ten sums at home remembers the method far better the next day.',
    'Homework also teaches students to plan their time, because they must fit it around sport, music and meals.',
  ];

  it('does not call the position clear when the conclusion takes the other side', async () => {
    const text = [
      intro,
      ...body,
      'In conclusion, schools should not ban homework for students under twelve, because it helps them practise and plan.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.strongPoints).not.toContain('The introduction states a clear position.');
    expect(argumentClarity.feedback).not.toMatch(/supported throughout/u);
  });

  it('still calls it clear when the conclusion states the same side again', async () => {
    const text = [
      intro,
      ...body,
      'In conclusion, schools should ban homework for students under twelve, so that young children can rest after school.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.strongPoints).toContain('The introduction states a clear position.');
  });
});

describe('an aside is not the position', () => {
  it('does not take a personal aside off the topic for the position stated later', async () => {
    const text = [
      'Our town is deciding whether to paint cycle lanes on the main roads. Lanes cost money to paint and to keep clear.',
      'Children who cycle to school arrive awake and ready to learn. A short ride in the morning wakes them up better than a car journey.',
      'I myself am not a keen swimmer, and I think cold pools are a miserable way to spend a morning. Lanes also take cars off the busiest roads.',
      'The council should paint cycle lanes on the main roads, because they keep children safe and the air clean.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, arguing);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/I myself/u);
    expect(argumentClarity.thesisText ?? '').not.toMatch(/I myself/u);
  });
});
