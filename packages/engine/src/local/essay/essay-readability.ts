import type { ReadabilityScore } from '@doclens/api';
import type { Readability } from '../../text/readability';
import { toScore } from '../score';
import type { LevelExpectations } from './essay-expectations';
import type { EssayKind } from './essay-kind';

/**
 * Points lost for each grade level outside the range that suits the audience. Reading well below
 * the level usually means short, simple sentences and plain words: immature writing, which costs
 * more than prose that is merely dense.
 */
const POINTS_PER_GRADE_BELOW = 20;
const POINTS_PER_GRADE_ABOVE = 12;

/**
 * Grades by which a story's comfortable reading range sits below the level's. Flesch–Kincaid counts
 * sentence length and syllables: a story's action and dialogue come in short sentences of everyday
 * words, so good narrative reads about two grades below exposition at the same level (young-adult
 * novels commonly measure grade 4–7), and simple sentences there are not immature writing.
 */
const NARRATIVE_GRADES_BELOW = 2;

/** The Flesch–Kincaid range that suits this kind of writing at this level. */
export function readingRange(level: LevelExpectations, kind: EssayKind): readonly [min: number, max: number] {
  const shift = kind === 'narrative' ? NARRATIVE_GRADES_BELOW : 0;
  return [level.readingGrade[0] - shift, level.readingGrade[1] - shift];
}

export function essayReadability(
  readability: Readability,
  level: LevelExpectations,
  kind: EssayKind,
  /** Sentences that run on: they, not difficult words, raise the grade of such a text. */
  runOns = 0,
): ReadabilityScore {
  const [min, max] = readingRange(level, kind);
  const writing = kind === 'narrative' ? `a ${level.label} story` : `${level.label} writing`;
  const grade = readability.grade;
  const off = grade < min ? min - grade : grade > max ? grade - max : 0;
  const penalty = off * (grade < min ? POINTS_PER_GRADE_BELOW : POINTS_PER_GRADE_ABOVE);
  const feedback =
    off === 0
      ? `Reads at about US grade ${grade}, which suits ${writing}.`
      : grade < min
        ? `Reads at about US grade ${grade}, simpler than expected for ${writing} (grade ${min}–${max}); vary sentence length and use more precise vocabulary.`
        : runOns > 0
          ? `Reads at about US grade ${grade}, from sentences that run on rather than from difficult words; end each sentence with a full stop.`
          : `Reads at about US grade ${grade}, harder than needed for ${writing} (grade ${min}–${max}); shorten long sentences.`;
  return {
    score: toScore(100 - penalty),
    fleschKincaidLevel: grade,
    complexity: grade < 8 ? 'Simple' : grade < 12 ? 'Moderate' : grade < 16 ? 'Complex' : 'Very complex',
    feedback: `${feedback} Flesch reading ease: ${readability.readingEase}.`,
    targetAudience: level.audience,
  };
}
