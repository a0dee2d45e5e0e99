import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';

/**
 * What the feedback says of a view conceded, a position stated as an excess, and a story's closing
 * verdict or lesson is true of the essay. The essays are written for these tests.
 */
const level = { academicLevel: 'high-school' } as const;
const letter = {
  ...level,
  subject:
    'Write a letter to your local newspaper in which you state your opinion on the effects computers have on people. Persuade the readers to agree with you.',
} as const;
const story = { ...level, subject: 'Write about a time when you were patient.' } as const;

describe('an argument that concedes a point before answering it', () => {
  it('is not told that it considers no opposing view when the point is granted in others’ eyes', async () => {
    const text = [
      'Computers have changed how families spend their evenings.',
      'Screens are, in the eyes of most parents, handy and harmless, but they keep children indoors for hours.',
      'A child who sits at a desk all evening gets little exercise.',
      'Parents should set a limit on screen time every night.',
    ].join(' ');
    const { argumentClarity, criticalThinking } = await analyzeEssay(text, letter);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/No opposing view/u);
    expect(criticalThinking.feedback).not.toMatch(/does not weigh other views/u);
  });

  it('is not told that it considers no opposing view when the writer admits a point against their side', async () => {
    const text = [
      'Parents should limit the time their children spend on computers.',
      'Long hours at a screen leave children tired at school.',
      'I will admit I use my own laptop every evening, but I switch it off before nine.',
      'A limit keeps the habit from taking over a child’s night.',
    ].join(' ');
    const { argumentClarity, criticalThinking } = await analyzeEssay(text, letter);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/No opposing view/u);
    expect(criticalThinking.feedback).not.toMatch(/does not weigh other views/u);
  });

  it('is not told that it considers no opposing view when it grants a thing is not necessarily bad', async () => {
    const text = [
      'Parents should limit the time their children spend on computers.',
      'Games are not necessarily bad, but hours of them leave no time for homework.',
      'A child who plays until midnight is tired the next morning.',
      'A limit keeps the habit from taking over a child’s night.',
    ].join(' ');
    const { argumentClarity } = await analyzeEssay(text, letter);
    expect(argumentClarity.logicalGaps.join(' ')).not.toMatch(/No opposing view/u);
  });
});

describe('a position stated as an excess', () => {
  it('is found as the thesis rather than “none found”', async () => {
    const text = [
      'Dear Editor,',
      'Young people today rely too much on their computers.',
      'They type instead of writing and search instead of thinking.',
      'A pupil who looks up every answer never learns to work one out.',
      'Schools should give pupils time away from the screen each day.',
    ].join('\n\n');
    const { argumentClarity } = await analyzeEssay(text, letter);
    expect(argumentClarity.thesisText).toBe('Young people today rely too much on their computers.');
  });
});

describe('a story’s ending', () => {
  it('credits a lesson for next time as reflection on what the events meant', async () => {
    const text = [
      'Last winter I waited three hours at the airport for my aunt.',
      'Her plane was late because of the snow.',
      'I paced up and down and complained to my dad the whole time.',
      'When she finally walked through the gate, she was tired but smiling.',
      'Next time I will bring a book and wait calmly.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, story);
    expect(criticalThinking.feedback).toMatch(/reflects on what happened/u);
    expect(criticalThinking.feedback).not.toMatch(/could say more about what the events meant/u);
  });

  it('shows its closing verdict when it asks for more about what the events meant', async () => {
    const text = [
      'My brother and I ordered a kite for his birthday.',
      'The parcel was lost for two weeks somewhere between two towns.',
      'Every afternoon we checked the porch after school.',
      'On the last day of the month a van finally stopped outside.',
      'We ran to the park and flew the kite until dark.',
      'It was worth the wait.',
    ].join(' ');
    const { criticalThinking } = await analyzeEssay(text, story);
    expect(criticalThinking.feedback).toMatch(
      /ends on a verdict, “It was worth the wait\.”, but could say more about what the events meant/u,
    );
  });
});
