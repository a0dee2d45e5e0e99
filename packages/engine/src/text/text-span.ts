/** A stretch of one page's text: `text` is exactly `pageText.slice(start, end)`. */
export interface TextSpan {
  text: string;
  page: number;
  start: number;
  end: number;
}

/** Whether two spans share any of one page's text. */
export function spansOverlap(a: TextSpan, b: TextSpan): boolean {
  return a.page === b.page && a.start < b.end && b.start < a.end;
}

const LEADING_NOISE = /^[\s\u2022\u25aa\u25cf\u25e6\u25a0\u2023\u2043\uf0b7\uf0a7*·–—-]+/u;
const TRAILING_SPACE = /\s+$/u;

/**
 * The span of `pageText` between `start` and `end` without surrounding blanks and list bullets,
 * or undefined when nothing readable is left.
 */
export function trimmedSpan(pageText: string, page: number, start: number, end: number): TextSpan | undefined {
  const raw = pageText.slice(start, end);
  const lead = LEADING_NOISE.exec(raw)?.[0].length ?? 0;
  const trail = TRAILING_SPACE.exec(raw)?.[0].length ?? 0;
  const from = start + lead;
  const to = Math.max(from, end - trail);
  const text = pageText.slice(from, to);
  if (!/\p{L}|\p{N}/u.test(text)) return undefined;
  return { text, page, start: from, end: to };
}
