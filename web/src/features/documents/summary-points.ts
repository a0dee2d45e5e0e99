/**
 * The editable summary (spec part 2 §2, §3): text with one bullet line per point. Each point
 * needs more than 10 characters, counted without its bullet marker.
 */
export const MIN_SUMMARY_LINE_LENGTH = 10;
export const SUMMARY_BULLET = '•';

export const EMPTY_SUMMARY_MESSAGE = 'Add at least one summary point.';
export const shortSummaryLineMessage = (lineNumbers: number[]) =>
  `${lineNumbers.length === 1 ? 'Line' : 'Lines'} ${lineNumbers.join(', ')} ${lineNumbers.length === 1 ? 'is' : 'are'} too short: each summary point needs more than ${MIN_SUMMARY_LINE_LENGTH} characters.`;

const BULLET_MARKER = /^\s*(?:[•*-]|\d+[.)])\s*/;

/** A line without its bullet marker and surrounding spaces. */
export function summaryPointOf(line: string): string {
  return line.replace(BULLET_MARKER, '').trim();
}

/** The points of a summary text, blank lines skipped. */
export function summaryPointsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map(summaryPointOf)
    .filter((point) => point.length > 0);
}

/** What the editor starts from: the saved edit when there is one, else the analysis summary as bullet lines. */
export function initialSummaryText(content: string | null, analysisSummary: unknown): string {
  if (content?.trim()) return content;
  return toBulletText(summaryPointsFromAnalysis(analysisSummary));
}

/** The analysis summary is a list of points, a text with bullet lines, or an object with details (spec part 2 §3). */
function summaryPointsFromAnalysis(summary: unknown): string[] {
  if (typeof summary === 'string') return summaryPointsOf(summary);
  if (Array.isArray(summary)) return summary.filter((point): point is string => typeof point === 'string');
  if (summary && typeof summary === 'object') {
    return Object.values(summary).flatMap((value) => summaryPointsFromAnalysis(value));
  }
  return [];
}

export function toBulletText(points: readonly string[]): string {
  return points.map((point) => `${SUMMARY_BULLET} ${point}`).join('\n');
}

/** The message to show, or null when every point is long enough; line numbers count the editor's lines. */
export function summaryValidationError(text: string): string | null {
  const lines = text.split(/\r?\n/);
  const tooShort = lines.flatMap((line, index) => {
    const point = summaryPointOf(line);
    return point.length > 0 && point.length <= MIN_SUMMARY_LINE_LENGTH ? [index + 1] : [];
  });
  if (tooShort.length > 0) return shortSummaryLineMessage(tooShort);
  if (summaryPointsOf(text).length === 0) return EMPTY_SUMMARY_MESSAGE;
  return null;
}

/** The analysis as the views show it: a saved summary edit replaces the analysis's own summary. */
export function withEditedSummary<T extends Record<string, unknown>>(analysis: T, content: string | null): T {
  const points = content ? summaryPointsOf(content) : [];
  return points.length > 0 ? { ...analysis, summary: points } : analysis;
}
