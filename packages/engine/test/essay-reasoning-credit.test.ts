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
