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
  return facts.figures.percentages
    ? 'Give more of the results in numbers, as the lines with percentages already do.'
    : 'Add the results in numbers (percentages, time or money saved), beyond the sizes and counts already given.';
}

/** The kinds of result the writer's work is measured in, for the advice on a rewritten duty line. */
export function resultKinds(facts: CvFacts): string {
  if (isAcademicCv(facts)) return 'papers, grants, students taught';
  if (isStudyingNow(facts)) return 'people served, hours, a grade or award';
  return 'a number, a percentage, time or money saved';
}
