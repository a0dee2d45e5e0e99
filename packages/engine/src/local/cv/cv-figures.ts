import { spansOverlap, type TextSpan } from '../../text/text-span';
import {
  type ExperienceStatement,
  givesFigure,
  measuredResultCount,
  PERCENTAGE,
  resultsIn,
} from './experience-statements';
import { actionKey } from './line-key';
import { onceEach } from './repeated-blocks';

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
 * gives its results outside the experience bullets is not asked to add them. `allStatements` are every
 * statement read, a repeated one as often as it is printed: its copies are no other lines' figures.
 */
export function figuresOfCv(allStatements: readonly ExperienceStatement[], lines: readonly TextSpan[]): CvFigures {
  const allSpans = allStatements.map((statement) => statement.line);
  const inStatement = (line: TextSpan) => allSpans.some((span) => spansOverlap(span, line));
  // A line printed twice (a section the PDF text repeats) gives its figures once.
  const statements = onceEach(allStatements, (statement) => statement.line.text);
  const spans = statements.map((statement) => statement.line);
  const stated = new Set(spans.map((span) => actionKey(span.text)));
  const others = onceEach(
    lines.filter((line) => !inStatement(line) && !stated.has(actionKey(line.text))),
    (line) => line.text,
  ).map((line) => line.text);
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
