import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from '../../../test/result-checks';
import { rubricScore, traitShares } from './essay-rubric';

describe('the rubric behind the grade', () => {
  it('weighs an argument as the full-write rubrics do: position and organisation, elaboration, conventions 2:2:4:2', () => {
    expect(traitShares('argument')).toEqual({ position: 0.2, organisation: 0.2, elaboration: 0.4, conventions: 0.2 });
  });

  it('gives the position’s points to organisation where the kind states no claim', () => {
    for (const kind of ['narrative', 'expository', 'letter'] as const) {
      expect(traitShares(kind)).toEqual({ position: 0, organisation: 0.4, elaboration: 0.4, conventions: 0.2 });
    }
  });

  it('grades a response to a text on its content only, as reading rubrics do', () => {
    expect(traitShares('source-response')).toEqual({
      position: 0,
      organisation: 0.5,
      elaboration: 0.5,
      conventions: 0,
    });
  });

  it('scores each trait as the mean of its parts and the grade as the traits weighed by the rubric', () => {
    const { score, traits } = rubricScore(
      [
        { name: 'argument', trait: 'position', score: 50 },
        { name: 'structure', trait: 'organisation', score: 70 },
        { name: 'development', trait: 'elaboration', score: 90 },
        { name: 'vocabulary', trait: 'elaboration', score: 60 },
        { name: 'grammar and style', trait: 'conventions', score: 80 },
      ],
      'argument',
    );
    expect(traits).toEqual([
      { trait: 'position', score: 50, weight: 0.2 },
      { trait: 'organisation', score: 70, weight: 0.2 },
      { trait: 'elaboration', score: 75, weight: 0.4 },
      { trait: 'conventions', score: 80, weight: 0.2 },
    ]);
    expect(score).toBe(70);
  });

  it('gives development half of evidence and elaboration, the other descriptors sharing the rest', () => {
    const { traits } = rubricScore(
      [
        { name: 'development', trait: 'elaboration', score: 90, headline: true },
        { name: 'vocabulary', trait: 'elaboration', score: 60 },
        { name: 'readability', trait: 'elaboration', score: 30 },
      ],
      'argument',
    );
    // Half of 90 and half of the mean of 60 and 30.
    expect(traits.find((trait) => trait.trait === 'elaboration')?.score).toBe(68);
  });

  it('scores a trait on its other descriptors alone when no part reads its headline', () => {
    const { traits } = rubricScore(
      [
        { name: 'vocabulary', trait: 'elaboration', score: 60 },
        { name: 'readability', trait: 'elaboration', score: 30 },
      ],
      'narrative',
    );
    expect(traits.find((trait) => trait.trait === 'elaboration')?.score).toBe(45);
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

    const position = traits.find((trait) => trait.trait === 'position');
    expect(position?.quote?.text).toBe(argumentClarity.thesisText);
    const elaboration = traits.find((trait) => trait.trait === 'elaboration');
    expect(elaboration?.evidence[0]).toMatch(/^Development \(half of this trait\): 1\d\d words\b/u);
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
