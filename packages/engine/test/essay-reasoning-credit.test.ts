import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

const responding = {
  academicLevel: 'high-school',
  subject: 'After reading the story, explain why the author ends it as she does.',
} as const;

describe('reasoning in a response to a text', () => {
  it.each([
    'The author ends the story in spring. The returning birds symbolize a fresh start for the girl. She failed her test once, which means she knows what to practise now. If she keeps trying, then she will pass next time.',
    'The author ends the story with the garden in bloom. For example, the flower she planted opens again after the winter. The flower represents her memories of home, and they grow stronger as the flower grows.',
  ])('credits explanation in the score and the note alike: %s', async (text) => {
    const { criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.score).toBeGreaterThan(0);
    expect(criticalThinking.feedback).not.toMatch(/could say more often why/u);
  });

  it('does not score a response low on critical thinking while saying it explains why', async () => {
    const text =
      'The author ends the story in spring because spring is a time of new beginnings. The geese return, which shows that the girl will return to her test too. She failed once, so she now knows what to practise. The flower blooms again, which means her hope has come back.';
    const { criticalThinking, overallGrade } = await analyzeEssay(text, responding);
    expect(criticalThinking.feedback).toMatch(/explains why/u);
    expect(criticalThinking.score).toBeGreaterThanOrEqual(60);
    expect(overallGrade.rationale).not.toMatch(/Weakest:[^.]*critical thinking/u);
  });
});

describe('the strong points of a response that explains', () => {
  it('names its explanation as a strong point, as the critical-thinking note credits it', async () => {
    const text =
      'The author ends the story in spring. The returning birds symbolize a fresh start for the girl. The flower she plants represents her memories of home, and it grows again after the winter.';
    const { argumentClarity, criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.feedback).not.toMatch(/could say more often why/u);
    expect(argumentClarity.strongPoints.join(' ')).toMatch(/Explains what its points mean or why they matter/u);
  });
});

describe('a response that says what its quotations show', () => {
  it('is credited when the quotation itself is the subject of “shows” or the lines give the reader a feeling', async () => {
    const text =
      'The mood of the memoir is warm. When the writer says, "We always ate together on Sundays," shows how close the family was. Her words about the unlocked door give the reader a feeling of safety.';
    const { criticalThinking } = await analyzeEssay(text, responding);
    expect(criticalThinking.score).toBeGreaterThan(0);
    expect(criticalThinking.feedback).not.toMatch(/could say more often why/u);
  });
});

describe('a short response sequenced in its own words', () => {
  it('is not told that few linking words connect its ideas', async () => {
    const text =
      'The builders of the bridge faced several problems. One problem was the soft ground on the river bank. Another problem was the strong current in spring. All of these problems made the plan too risky, and the town chose a ferry.';
    const { structureAnalysis } = await analyzeEssay(text, {
      academicLevel: 'high-school',
      subject: 'Using details from the article, explain the problems the builders faced.',
    });
    expect(structureAnalysis.specificIssues.join(' ')).not.toMatch(/Few linking words/u);
  });
});

describe('claims the essay qualifies', () => {
  it('are seen when the writer hedges with “probably”, “often” or “sometimes”', async () => {
    const text = [
      'Our town should build cycle lanes on its main roads. They would probably make the morning trip to school safer for children.',
      'Children who cycle often arrive awake and ready to learn. A short ride wakes them up better than a car journey.',
      'Parents sometimes worry about traffic, but a painted lane gives every rider a space of their own, which means fewer near misses.',
      'In the end, cycle lanes give a town cleaner air and healthier children. Every town with wide roads can paint some.',
    ].join('\n\n');
    const { criticalThinking } = await analyzeEssay(text, {
      academicLevel: 'high-school',
      subject: 'Should towns build more cycle lanes? Give your opinion.',
    });
    expect(criticalThinking.feedback).not.toMatch(/qualifies no claim/u);
  });
});
