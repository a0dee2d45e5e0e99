import type { GradeBand, LetterGrade } from '@doclens/api';
import type { LevelExpectations } from './essay-expectations';
import type { TraitScore } from './essay-rubric';

/**
 * Score levels of the holistic and trait scales trained raters use (1–6, as in 6-trait and ACT/ASAP
 * rubrics). The score is a position on that scale, not a percentage of marks: 0 is its lowest level,
 * 100 its highest, each level a fifth of the way (the quality report reads it the same way when it
 * puts a score in a rubric's range).
 */
const RUBRIC_LEVELS = 6;
export const POINTS_PER_LEVEL = 100 / (RUBRIC_LEVELS - 1);

/** The score at the middle of a rubric level (1–6). */
const levelScore = (level: number): number => (level - 1) * POINTS_PER_LEVEL;
/** A level holds the scores within half a level of its middle; the top level has only its lower half. */
const levelFloor = (level: number): number => levelScore(level) - POINTS_PER_LEVEL / 2;

/**
 * The letter a rubric level means, by what each names: 6 (strong, consistent command) an A, 5 (good,
 * reasonably consistent) a B, 4 (adequate) a C, 3 (limited, developing) a D, 2 and 1 (seriously
 * limited, little or no command) an F, as letter grades are described (A excellent, B good, C
 * satisfactory, D poor but passing, F failing). Within a level, a minus and a plus are its lower and
 * upper thirds. Read as a percentage instead (60 a D-), an essay a rubric calls adequate failed.
 */
const LETTER_LEVELS: ReadonlyArray<readonly [letter: 'A' | 'B' | 'C' | 'D', level: number]> = [
  ['A', 6],
  ['B', 5],
  ['C', 4],
  ['D', 3],
];

function floorsOf(letter: 'A' | 'B' | 'C' | 'D', level: number): Array<readonly [LetterGrade, number]> {
  const floor = levelFloor(level);
  const span = level === RUBRIC_LEVELS ? 100 - floor : POINTS_PER_LEVEL;
  const third = (share: number) => Math.round(floor + share * span);
  return [
    [`${letter}+` as LetterGrade, third(2 / 3)],
    [letter, third(1 / 3)],
    [`${letter}-` as LetterGrade, third(0)],
  ];
}

/** Lowest score for each letter, best first. */
const GRADE_FLOORS: ReadonlyArray<readonly [LetterGrade, number]> = [
  ...LETTER_LEVELS.flatMap(([letter, level]) => floorsOf(letter, level)),
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

/**
 * How far two trained readers place the same essay apart: half a level either side. They give the
 * same level to about half to three quarters of essays and one level apart nearly all the rest (the
 * ASAP competition's rater agreement, Shermis & Hamner 2012). A fixed property of human scoring,
 * not a value fitted to any essays.
 */
export const READER_UNCERTAINTY = POINTS_PER_LEVEL / 2;

/**
 * How far the traits' scores lie from the grade (their standard deviation, by their shares): a
 * holistic reader weighs the traits by judgement, and where they disagree (ideas well developed,
 * conventions weak) a reader who weighs one more than the grade does moves the grade by about this
 * much. Where the traits agree, no weighing moves it.
 */
export function traitSpread(traits: readonly TraitScore[], score: number): number {
  const graded = traits.filter((trait) => trait.weight > 0);
  const total = graded.reduce((sum, trait) => sum + trait.weight, 0);
  if (total === 0) return 0;
  return Math.sqrt(graded.reduce((sum, trait) => sum + trait.weight * (trait.score - score) ** 2, 0) / total);
}

/**
 * The letters the score can honestly claim: the score give or take the readers' half level and the
 * spread of its traits, combined as independent uncertainties are (the root of their squares), named
 * on the grade's own scale, so the band always holds the grade.
 */
export function gradeBand(score: number, traits: readonly TraitScore[] = [], _level?: LevelExpectations): GradeBand {
  const uncertainty = Math.hypot(READER_UNCERTAINTY, traitSpread(traits, score));
  const lowScore = Math.max(0, Math.round(score - uncertainty));
  const highScore = Math.min(100, Math.round(score + uncertainty));
  return { low: letterGrade(lowScore), high: letterGrade(highScore), lowScore, highScore };
}
