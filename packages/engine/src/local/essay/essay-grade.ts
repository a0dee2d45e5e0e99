import type { GradeBand, LetterGrade } from '@doclens/api';
import type { LevelExpectations } from './essay-expectations';

/** Lowest score for each letter, best first (the common US scale). */
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

/** The letter for a score at this level: earlier levels get a few points of leniency. */
export function letterGrade(score: number, level: LevelExpectations): LetterGrade {
  const adjusted = score + level.gradeLeniency;
  return GRADE_FLOORS.find(([, floor]) => adjusted >= floor)?.[0] ?? 'F';
}

/** The next letter up and the score that reaches it, or undefined at the top. */
export function nextGrade(score: number, level: LevelExpectations): { grade: LetterGrade; score: number } | undefined {
  const current = GRADE_FLOORS.findIndex(([grade]) => grade === letterGrade(score, level));
  const next = GRADE_FLOORS[current - 1];
  if (current <= 0 || !next) return undefined;
  return { grade: next[0], score: Math.min(100, next[1] - level.gradeLeniency) };
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
 * named at the level as the grade is (with its leniency), so the band always holds the grade.
 */
export function gradeBand(score: number, level: LevelExpectations): GradeBand {
  const lowScore = Math.max(0, Math.round(score - SCORE_UNCERTAINTY));
  const highScore = Math.min(100, Math.round(score + SCORE_UNCERTAINTY));
  return { low: letterGrade(lowScore, level), high: letterGrade(highScore, level), lowScore, highScore };
}
