import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';
import { gradeScore, gradeTraits } from './essay-rubric';

describe('the traits behind the grade', () => {
  const parts = [
    { name: 'development', trait: 'elaboration', score: 90, weight: 0.4 },
    { name: 'grammar and style', trait: 'conventions', score: 80, weight: 0.2 },
    { name: 'vocabulary', trait: 'elaboration', score: 60, weight: 0.15 },
    { name: 'structure', trait: 'organisation', score: 70, weight: 0.1 },
    { name: 'argument', trait: 'position', score: 50, weight: 0.05 },
    { name: 'readability', trait: 'elaboration', score: 40, weight: 0.05 },
    { name: 'critical thinking', trait: 'elaboration', score: 30, weight: 0.05 },
  ] as const;

  it('gives each trait the summed weight of its parts in the grade and their weighted mean as its score', () => {
    const traits = gradeTraits(parts);
    expect(traits.map(({ trait, score }) => [trait, score])).toEqual([
      ['position', 50],
      ['organisation', 70],
      // (90 × 0.4 + 60 × 0.15 + 40 × 0.05 + 30 × 0.05) / 0.65
      ['elaboration', 75],
      ['conventions', 80],
    ]);
    expect(traits.map(({ weight }) => weight)).toEqual([
      expect.closeTo(0.05),
      expect.closeTo(0.1),
      expect.closeTo(0.65),
      expect.closeTo(0.2),
    ]);
  });

  it('adds up to the grade the parts make', () => {
    const traits = gradeTraits(parts);
    const weighed = traits.reduce((sum, trait) => sum + trait.score * trait.weight, 0);
    expect(Math.abs(weighed - gradeScore(parts))).toBeLessThanOrEqual(0.5);
  });

  it('shares the grade among the parts that count, and leaves out a trait none of them reads', () => {
    const story = parts.filter((part) => part.trait !== 'position');
    const traits = gradeTraits([...story, { name: 'citations', trait: 'elaboration', score: 20, weight: 0 }]);
    expect(traits.map(({ trait }) => trait)).toEqual(['organisation', 'elaboration', 'conventions']);
    expect(traits.reduce((sum, trait) => sum + trait.weight, 0)).toBeCloseTo(1);
    expect(traits.find(({ trait }) => trait === 'organisation')?.weight).toBeCloseTo(0.1 / 0.95);
  });
});

const GARDEN_ESSAY = [
  'I believe that every school should plant a garden because pupils learn more when they grow their own food.',
  'A garden teaches patience. Seeds take weeks to grow, and pupils learn to water them and wait instead of expecting results at once. Becuase the harvest depends on their care, they see what steady work brings.',
  'A garden also brings lessons outside. Counting rows, measuring plants and weighing the harvest turn arithmetic into something pupils can touch. Some people say a garden costs too much, but seeds and tools are cheap and parents often help.',
  'To sum up, a garden gives pupils patience, fresh air and real problems to solve. Every school with a patch of ground can start one.',
].join('\n\n');

describe('the grade as the user sees it', () => {
  it('carries its band and the traits behind it, each with evidence true of the essay', async () => {
    const { overallGrade, grammarAndStyle, argumentClarity } = await analyzeEssay(GARDEN_ESSAY, {
      academicLevel: 'high-school',
      subject: 'Should every school have a garden? Give your opinion.',
    });
    const { band, traits = [] } = overallGrade;
    expect(band?.lowScore).toBeLessThanOrEqual(overallGrade.score);
    expect(band?.highScore).toBeGreaterThanOrEqual(overallGrade.score);
    expect(traits.map((trait) => trait.trait)).toEqual(['position', 'organisation', 'elaboration', 'conventions']);
    const weighed = traits.reduce((sum, trait) => sum + trait.score * trait.weight, 0);
    expect(Math.abs(weighed - overallGrade.score)).toBeLessThanOrEqual(1);
    // The grade's own weights: development 0.4, vocabulary, readability, critical thinking and (an
    // argument's sources at school) citations 0.28 under elaboration; grammar 0.2; structure 0.1; argument 0.05.
    expect(traits.map((trait) => trait.weight)).toEqual(
      [0.05, 0.1, 0.68, 0.2].map((weight) => expect.closeTo(weight / 1.03)),
    );

    const position = traits.find((trait) => trait.trait === 'position');
    expect(position?.quote?.text).toBe(argumentClarity.thesisText);
    const elaboration = traits.find((trait) => trait.trait === 'elaboration');
    expect(elaboration?.evidence[0]).toMatch(/^Development \(the largest part of the grade\): 1\d\d words\b/u);
    const conventions = traits.find((trait) => trait.trait === 'conventions');
    expect(conventions?.evidence.join(' ')).toContain(
      `${grammarAndStyle.grammarIssues + grammarAndStyle.spellingIssues} `,
    );
    expect(GARDEN_ESSAY).toContain(conventions?.quote?.text ?? '(no quote)');
  });

  it('shows a response’s conventions as corrected but not graded', async () => {
    const response =
      'The author shows that the narrator grew braver. In the story, she climbs the hill alone although she was afraid of the dark before. The reader sees her change when she says she will go again tomorrow.';
    const { overallGrade } = await analyzeEssay(response, {
      academicLevel: 'high-school',
      subject: 'After reading the story, explain how the narrator changes. Use details from the story.',
    });
    const conventions = overallGrade.traits?.find((trait) => trait.trait === 'conventions');
    expect(conventions?.weight).toBe(0);
    expect(conventions?.evidence.join(' ')).toMatch(/not graded/u);
  });
});
