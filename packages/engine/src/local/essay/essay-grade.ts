import type { GradeBand, LetterGrade } from '@doclens/api';
import type { LevelExpectations } from './essay-expectations';

/**
 * Lowest score for each letter, best first: the common US percentage scale (90 an A-, 80 a B-, 70 a
 * C-, 60 a D-, below it an F; a third of the ten points for each plus and minus).
 */
const GRADE_FLOORS: ReadonlyArray<readonly [LetterGrade, number]> = [
  ['A+', 97],
  ['A', 93],
  ['A-', 90],
  ['B+', 87],
  ['B', 83],
  ['B-', 80],
  ['C+', 77],
  ['C', 73],
  ['C-', 70],
  ['D+', 67],
  ['D', 63],
  ['D-', 60],
  ['F', 0],
];

/**
 * The letter for a score. The level the user chose sets what the score is measured against (the
 * length, reading grade and sources it asks for), so the same score is the same letter at every
 * level: adding points for a lower level would count the level twice.
 */
export function letterGrade(score: number, _level?: LevelExpectations): LetterGrade {
  return GRADE_FLOORS.find(([, floor]) => score >= floor)?.[0] ?? 'F';
}

/** The next letter up and the score that reaches it, or undefined at the top. */
export function nextGrade(
  score: number,
  _level?: LevelExpectations,
): { grade: LetterGrade; score: number } | undefined {
  const current = GRADE_FLOORS.findIndex(([grade]) => grade === letterGrade(score));
  const next = GRADE_FLOORS[current - 1];
  if (current <= 0 || !next) return undefined;
  return { grade: next[0], score: next[1] };
}

/** Score levels of the holistic and trait scales trained raters use (1–6, as in 6-trait and ACT/ASAP rubrics). */
const RUBRIC_LEVELS = 6;
/**
 * How far a score can honestly be trusted: half of one level of a six-level rubric either side.
 * Two trained raters put the same essay on the same level only about half to three quarters of the
 * time and one level apart nearly all the rest (the ASAP competition's rater agreement, Shermis &
 * Hamner 2012): a grade is one reader's level, give or take half a level. A fixed property of human
 * scoring, not a value fitted to any essays.
 */
export const SCORE_UNCERTAINTY = 100 / RUBRIC_LEVELS / 2;

/**
 * The letters the score can honestly claim, from its score less to its score plus the uncertainty,
 * named on the grade's own scale, so the band always holds the grade.
 */
export function gradeBand(score: number, _level?: LevelExpectations): GradeBand {
  const lowScore = Math.max(0, Math.round(score - SCORE_UNCERTAINTY));
  const highScore = Math.min(100, Math.round(score + SCORE_UNCERTAINTY));
  return { low: letterGrade(lowScore), high: letterGrade(highScore), lowScore, highScore };
}
