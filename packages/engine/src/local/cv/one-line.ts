/**
 * A statement the page wrapped, as the one line it is once rewritten: a word hyphenated across the
 * break is joined ("in-\ndepth" → "in-depth"), any other break or run of spaces becomes one space.
 */
export function asOneLine(text: string): string {
  return text.replace(/(?<=\p{L}-)[ \t]*\r?\n\s*(?=\p{L})/gu, '').replace(/\s+/gu, ' ');
}
