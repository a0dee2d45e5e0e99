import type { DocumentPage } from '../analysis-engine';
import { type TextSpan, trimmedSpan } from './text-span';

/** Every non-empty line of every page, as laid out by the extraction (CVs are read line by line). */
export function splitLines(pages: readonly DocumentPage[]): TextSpan[] {
  const lines: TextSpan[] = [];
  for (const page of pages) {
    let start = 0;
    for (const raw of page.text.split('\n')) {
      const span = trimmedSpan(page.text, page.pageNumber, start, start + raw.length);
      if (span) lines.push(span);
      start += raw.length + 1;
    }
  }
  return lines;
}
