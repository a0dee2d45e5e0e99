import type { LetterGrade } from '@doclens/api';
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
