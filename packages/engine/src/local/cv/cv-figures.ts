import type { TextSpan } from '../../text/text-span';
import {
  type ExperienceStatement,
  givesFigure,
  measuredResultCount,
  PERCENTAGE,
  resultsIn,
} from './experience-statements';

/** The figures of the whole CV: a highlights list or a summary gives results as much as a bullet. */
export interface CvFigures {
  /** Measured results, one per line or per share a line lists ("89% retention", "from 8 to 3 days"). */
  results: number;
  /** Whether some line gives a result as a percentage. */
  percentages: boolean;
  /** Whether some line gives any figure of the work: a result, a size or a count. */
  anyFigure: boolean;
  /** Lines whose figures give the size of the work or a count of it ("trained 14 clerks"), not a result. */
  sizedLines: number;
}

/**
 * The figures of the statements and of every other line (a summary, highlights, awards): a CV that
 * gives its results outside the experience bullets is not asked to add them.
 */
export function figuresOfCv(statements: readonly ExperienceStatement[], lines: readonly TextSpan[]): CvFigures {
  const spans = statements.map((statement) => statement.line);
  const inStatement = (line: TextSpan) =>
    spans.some((span) => span.page === line.page && span.start < line.end && line.start < span.end);
  const others = lines.filter((line) => !inStatement(line)).map((line) => line.text);
  const texts = [...spans.map((span) => span.text), ...others];
  return {
    results: measuredResultCount(statements) + others.reduce((sum, text) => sum + resultsIn(text), 0),
    percentages: texts.some((text) => resultsIn(text) > 0 && PERCENTAGE.test(text)),
    anyFigure: statements.some((s) => s.quantified || s.sized) || others.some(givesFigure),
    sizedLines:
      statements.filter((s) => s.sized).length +
      others.filter((text) => resultsIn(text) === 0 && givesFigure(text)).length,
  };
}
