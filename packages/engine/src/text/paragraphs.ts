import type { DocumentPage } from '../analysis-engine';
import { matchesOf } from './pattern-matches';
import { type TextSpan, trimmedSpan } from './text-span';

const PARAGRAPH_BREAK = /\n[ \t]*\n|\n(?=[ \t]{2,}\S)/gu;
/** With no blank lines, a page of at least this many lines is split where lines end short. */
const MIN_LINES_FOR_LAYOUT_GUESS = 8;
const SHORT_LINE_SHARE = 0.75;

/**
 * Paragraphs: text between blank lines or before an indented line. Text extracted without blank
 * lines falls back to the layout: a line ending a sentence well short of the full width usually
 * ends its paragraph. A paragraph that runs over a page break counts as two.
 */
export function splitParagraphs(pages: readonly DocumentPage[]): TextSpan[] {
  const paragraphs: TextSpan[] = [];
  for (const page of pages) {
    const marked = spansBetween(
      page,
      [...matchesOf(PARAGRAPH_BREAK, page.text)].map((m) => [m.index, m[0].length]),
    );
    paragraphs.push(...(marked.length === 1 ? byLayout(page, marked) : marked));
  }
  return paragraphs;
}

function spansBetween(page: DocumentPage, breaks: ReadonlyArray<readonly [at: number, length: number]>): TextSpan[] {
  const spans: TextSpan[] = [];
  let start = 0;
  for (const [at, length] of breaks) {
    const span = trimmedSpan(page.text, page.pageNumber, start, at);
    if (span) spans.push(span);
    start = at + length;
  }
  const last = trimmedSpan(page.text, page.pageNumber, start, page.text.length);
  if (last) spans.push(last);
  return spans;
}

function byLayout(page: DocumentPage, single: TextSpan[]): TextSpan[] {
  const lines = page.text.split('\n');
  if (lines.length < MIN_LINES_FOR_LAYOUT_GUESS) return single;
  const width = Math.max(...lines.map((line) => line.trimEnd().length));
  const breaks: Array<readonly [number, number]> = [];
  let offset = 0;
  for (const line of lines.slice(0, -1)) {
    const trimmed = line.trimEnd();
    offset += line.length;
    if (/[.!?]["'”’)]?$/u.test(trimmed) && trimmed.length < width * SHORT_LINE_SHARE) breaks.push([offset, 1]);
    offset += 1;
  }
  return breaks.length === 0 ? single : spansBetween(page, breaks);
}
