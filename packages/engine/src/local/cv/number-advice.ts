import type { CvFacts } from './cv-facts';
import { isAcademicCv, isStudyingNow } from './writer-stage';

/**
 * Advice on numbers that asks only for what the CV lacks and its kind of work measures: results
 * beyond its sizes and counts, or more of its percentages; for research, its reach; for a student,
 * the sizes a student's work has (no budgets or money saved they never had to give).
 */
export function addNumbersAdvice(facts: CvFacts): string {
  if (isAcademicCv(facts)) {
    return 'Add numbers that show the reach of the work: publications, grants won, students taught, citations.';
  }
  if (isStudyingNow(facts)) {
    return 'Where the work had them, add numbers: people served or taught, hours of placement, team or class sizes.';
  }
  // Figures anywhere in the CV count: a highlights list or a summary may give them.
  if (!facts.figures.anyFigure) return 'Add numbers: team sizes, budgets, percentages, time saved.';
  if (facts.figures.percentages)
    return 'Give more of the results in numbers, as the lines with percentages already do.';
  // A CV with results in figures or words ("ranked third", "doubled") has more than sizes and counts.
  return facts.figures.results > 0
    ? 'Give more of the results in numbers (percentages, time or money saved), as the lines with results already do.'
    : 'Add the results in numbers (percentages, time or money saved), beyond the sizes and counts already given.';
}

/** Below this many figured lines (results, sizes and counts together), a CV is asked for more numbers. */
const ENOUGH_FIGURED_LINES = 3;

/**
 * Whether to ask for numbers: not where results and the sizes and counts of the work already make
 * several figured lines ("cut from 8 to 3 days", "trained 14 clerks"), since those are numbers given.
 * A CV whose figures are all sizes is still asked for results, beyond them.
 */
export function asksForNumbers(facts: CvFacts): boolean {
  const { results, sizedLines } = facts.figures;
  return results < ENOUGH_FIGURED_LINES && (results === 0 || results + sizedLines < ENOUGH_FIGURED_LINES);
}

/** The kinds of result the writer's work is measured in, for the advice on a rewritten duty line. */
export function resultKinds(facts: CvFacts): string {
  if (isAcademicCv(facts)) return 'papers, grants, students taught';
  if (isStudyingNow(facts)) return 'people served, hours, a grade or award';
  return 'a number, a percentage, time or money saved';
}
