import type { ReadabilityScore } from '@doclens/api';
import type { Readability } from '../../text/readability';
import { toScore } from '../score';
import type { LevelExpectations } from './essay-expectations';

/**
 * Points lost for each grade level outside the range that suits the audience. Reading well below
 * the level usually means short, simple sentences and plain words: immature writing, which costs
 * more than prose that is merely dense.
 */
const POINTS_PER_GRADE_BELOW = 20;
const POINTS_PER_GRADE_ABOVE = 12;

export function essayReadability(readability: Readability, level: LevelExpectations): ReadabilityScore {
  const [min, max] = level.readingGrade;
  const grade = readability.grade;
  const off = grade < min ? min - grade : grade > max ? grade - max : 0;
  const penalty = off * (grade < min ? POINTS_PER_GRADE_BELOW : POINTS_PER_GRADE_ABOVE);
  const feedback =
    off === 0
      ? `Reads at about US grade ${grade}, which suits ${level.label} writing.`
      : grade < min
        ? `Reads at about US grade ${grade}, simpler than expected for ${level.label} writing (grade ${min}–${max}); vary sentence length and use more precise vocabulary.`
        : `Reads at about US grade ${grade}, harder than needed for ${level.label} writing (grade ${min}–${max}); shorten long sentences.`;
  return {
    score: toScore(100 - penalty),
    fleschKincaidLevel: grade,
    complexity: grade < 8 ? 'Simple' : grade < 12 ? 'Moderate' : grade < 16 ? 'Complex' : 'Very complex',
    feedback: `${feedback} Flesch reading ease: ${readability.readingEase}.`,
    targetAudience: level.audience,
  };
}
