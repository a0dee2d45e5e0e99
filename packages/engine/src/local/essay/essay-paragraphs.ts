import type { DocumentPage } from '../../analysis-engine';
import { splitParagraphs } from '../../text/paragraphs';
import { matchesOf } from '../../text/pattern-matches';
import { type TextSpan, trimmedSpan } from '../../text/text-span';
import { countWords } from '../../text/words';

/** Three or more spaces inside a line: a paragraph break typed where a newline was lost. */
const WIDE_GAP = /[ \t]{3,}(?=\S)|\t(?=\S)/gu;
/** Two spaces after a sentence: a break, unless the writer puts two spaces after every sentence. */
const DOUBLE_SPACE_AFTER_SENTENCE = /(?<=[.!?]["'”’)]?) {2}(?=\S)/gu;
const SINGLE_SPACE_AFTER_SENTENCE = /(?<=[.!?]["'”’)]?) (?=\p{Lu})/gu;
const SENTENCE_END = /[.!?]["'”’)]?$/u;
/** A line this short without a full stop is a title or a salutation, not a paragraph that lost its end. */
const HEADING_MAX_WORDS = 12;

/**
 * An essay's paragraphs as its writer marked them. Beyond blank lines and indents, essays typed into
 * a form often keep a paragraph break only as a run of spaces ("…the end.     Next paragraph"), or
 * put each paragraph on one line with no blank line between; both are read as paragraph breaks, so
 * "one paragraph" is never said of an essay that has several.
 */
export function essayParagraphs(pages: readonly DocumentPage[]): TextSpan[] {
  const pageText = new Map(pages.map((page) => [page.pageNumber, page.text]));
  return splitParagraphs(pages).flatMap((paragraph) => {
    const text = pageText.get(paragraph.page) ?? paragraph.text;
    return byLines(paragraph, text).flatMap((part) => bySpaceRuns(part, text));
  });
}

/** A paragraph whose every line ends a sentence (or is a short title) is one paragraph per line. */
function byLines(paragraph: TextSpan, pageText: string): TextSpan[] {
  const lines = linesOf(paragraph, pageText);
  const ending = lines.filter((line) => SENTENCE_END.test(line.text)).length;
  const onePerLine = lines.every((line) => SENTENCE_END.test(line.text) || countWords(line.text) <= HEADING_MAX_WORDS);
  return ending >= 2 && onePerLine ? lines : [paragraph];
}

function linesOf(paragraph: TextSpan, pageText: string): TextSpan[] {
  const breaks = [...matchesOf(/\n/gu, paragraph.text)].map((match) => paragraph.start + match.index);
  return cutAt(
    paragraph,
    pageText,
    breaks.map((at) => [at, 1] as const),
  );
}

function bySpaceRuns(paragraph: TextSpan, pageText: string): TextSpan[] {
  const gaps = [...matchesOf(WIDE_GAP, paragraph.text)].map((m) => [m.index, m[0].length] as const);
  const doubles = [...matchesOf(DOUBLE_SPACE_AFTER_SENTENCE, paragraph.text)];
  const singles = [...matchesOf(SINGLE_SPACE_AFTER_SENTENCE, paragraph.text)].length;
  // A writer who types two spaces after most sentences marks nothing by them.
  if (doubles.length > 0 && doubles.length < singles) gaps.push(...doubles.map((m) => [m.index, m[0].length] as const));
  const breaks = gaps.sort((a, b) => a[0] - b[0]).map(([at, length]) => [paragraph.start + at, length] as const);
  return cutAt(paragraph, pageText, breaks);
}

function cutAt(
  span: TextSpan,
  pageText: string,
  breaks: ReadonlyArray<readonly [at: number, length: number]>,
): TextSpan[] {
  if (breaks.length === 0) return [span];
  const parts: TextSpan[] = [];
  let start = span.start;
  for (const [at, length] of breaks) {
    const part = trimmedSpan(pageText, span.page, start, at);
    if (part) parts.push(part);
    start = at + length;
  }
  const last = trimmedSpan(pageText, span.page, start, span.end);
  if (last) parts.push(last);
  return parts;
}
