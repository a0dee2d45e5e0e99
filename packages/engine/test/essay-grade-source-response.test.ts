import { describe, expect, it } from 'vitest';
import { analyzeEssayText as analyzeEssay } from './result-checks';

/** A reading question as a teacher types it: a short answer from the text read. */
const TASK =
  'After reading the story "The Lantern Keeper", explain in a few sentences how the storm changes the way Mara sees her grandfather. Use details from the story.';
/** The same question with no length named. */
const OPEN_TASK =
  'After reading the story "The Lantern Keeper", explain how the storm changes the way Mara sees her grandfather. Use details from the story.';

/**
 * About ninety words, one paragraph: it answers the question, names two details of the story and
 * says what each shows, the top of a 0–3 source-based rubric.
 */
const SHORT_FULL_ANSWER = [
  'The storm makes Mara see her grandfather as brave instead of just old and slow.',
  'At the start of the story she says he "shuffles around the tower like a ghost," which shows she thinks he is useless.',
  'When the wind breaks the window, he climbs the stairs in the dark to relight the lamp, so she realises his slowness is really care.',
  'In the end the author writes that she "held the matches for him," which means she now wants to help him instead of ignoring him.',
].join(' ');

/** The same length, on the topic, but with no answer tied to the text and nothing explained. */
const SHORT_EMPTY_ANSWER = [
  'The story is about a storm and a lighthouse and a girl named Mara.',
  'There is a grandfather in the story and he is old.',
  'There is a lot of wind and rain and the window breaks.',
  'The story has a lamp in it and some matches too.',
  'It is a good story and I liked it a lot and it was really nice.',
].join(' ');

describe('a short response to a text, graded on its source-based rubric', () => {
  it('gives a short answer that explains two details of the text a passing grade, not an F or D', {
    timeout: 120_000,
  }, async () => {
    const { overallGrade } = await analyzeEssay(SHORT_FULL_ANSWER, { academicLevel: 'high-school', subject: TASK });
    expect(overallGrade.score).toBeGreaterThanOrEqual(77);
  });

  it('still grades an equally short answer that only lists what happens well below it', async () => {
    const full = await analyzeEssay(SHORT_FULL_ANSWER, { academicLevel: 'high-school', subject: TASK });
    const empty = await analyzeEssay(SHORT_EMPTY_ANSWER, { academicLevel: 'high-school', subject: TASK });
    expect(full.overallGrade.score - empty.overallGrade.score).toBeGreaterThanOrEqual(15);
  });

  it('expects a short answer in one paragraph, not an essay’s length', async () => {
    const { summary } = await analyzeEssay(SHORT_FULL_ANSWER, { academicLevel: 'high-school', subject: TASK });
    expect(summary.join(' ')).toMatch(/about 100 suit a response to a text/u);
  });

  it('expects a response in a paragraph or two at any level, not in the level’s essay length', async () => {
    for (const academicLevel of ['high-school', 'university'] as const) {
      const { summary } = await analyzeEssay(SHORT_FULL_ANSWER, { academicLevel, subject: OPEN_TASK });
      expect(summary.join(' ')).toMatch(/about 200 suit a response to a text/u);
    }
  });

  it('never names vocabulary as the weakest part of a response, which its rubric does not score', async () => {
    const { overallGrade } = await analyzeEssay(SHORT_FULL_ANSWER, { academicLevel: 'high-school', subject: TASK });
    expect(overallGrade.rationale).not.toMatch(/Weakest:[^.]*vocabulary/u);
    expect(overallGrade.improvementToNextGrade ?? '').not.toMatch(/weakest area is vocabulary/u);
  });

  it('says in the rationale which traits moved the grade', async () => {
    const { overallGrade } = await analyzeEssay(SHORT_EMPTY_ANSWER, { academicLevel: 'high-school', subject: TASK });
    // Development and critical thinking make up the elaboration trait; organisation keeps its tenth.
    expect(overallGrade.rationale).toMatch(
      /By trait \(points lost\): elaboration \(development and critical thinking\) \d+\/100 at 90% of the grade, −\d+; organisation \(structure\) \d+\/100 at 10% of the grade/u,
    );
  });

  it('expects the length the task names, not the one-paragraph answer', async () => {
    const { summary } = await analyzeEssay(SHORT_FULL_ANSWER, {
      academicLevel: 'high-school',
      subject: `${TASK} Write a 300-word response.`,
    });
    expect(summary.join(' ')).toMatch(/about 300 suit a response to a text/u);
  });

  it('states a short text’s word count once in the trait evidence, not again as a percentage', async () => {
    const { overallGrade } = await analyzeEssay(SHORT_FULL_ANSWER, { academicLevel: 'high-school', subject: TASK });
    for (const trait of overallGrade.traits ?? []) {
      const figures = trait.evidence.join(' ').match(/\b\d+\b/gu) ?? [];
      const words = String(trait.evidence.join(' ').match(/(\d+) words/u)?.[1] ?? '');
      expect(figures.filter((figure) => figure === words).length, trait.evidence.join(' | ')).toBeLessThanOrEqual(1);
    }
  });
});
