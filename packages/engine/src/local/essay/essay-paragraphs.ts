import type { DocumentPage } from '../../analysis-engine';
import { splitParagraphs } from '../../text/paragraphs';
import { matchesOf } from '../../text/pattern-matches';
import { type TextSpan, trimmedSpan } from '../../text/text-span';
import { countWords } from '../../text/words';

/**
 * A paragraph break typed where a newline was lost: a run of three or more spaces (or a tab) after
 * a sentence or a colon ("…the end.     Next paragraph").
 */
const GAP_AFTER_SENTENCE = /(?<=[.!?:]["'”’)]?)(?:[ \t]{3,}|\t)(?=\S)/gu;
/** A letter's greeting set apart by spaces from the first paragraph ("Dear Sir,   I am writing…"). */
const GREETING_THEN_GAP = /^(?:dear|to)\b[^.!?\n,:]{0,60}[,:](?=[ \t]{2,}\S)/iu;
/**
 * A gap with no full stop before it is a break only when it is far wider than a slip of the
 * space bar and the next word opens a sentence ("…the first place          As for adults").
 * Two or three spaces inside a sentence are stray spacing a reader does not see.
 */
const WIDE_GAP_BEFORE_CAPITAL = /(?<![.!?:]["'”’)]?)[ \t]{5,}(?=\p{Lu})/gu;
/**
 * Two spaces after a sentence: a lost break where the writer otherwise puts one space after a
 * sentence (it falls where the scene or the point changes, and a reader sees it there); a typing
 * habit, marking nothing, where the writer puts two after most sentences. A transcriber's "???"
 * for words lost ends no sentence.
 */
const DOUBLE_SPACE_AFTER_SENTENCE = /(?<=[\p{L}\d)"'”’][.!?]["'”’)]?) {2}(?=\S)/gu;
const SINGLE_SPACE_AFTER_SENTENCE = /(?<=[.!?]["'”’)]?) (?=\p{Lu})/gu;
const SENTENCE_END = /[.!?]["'”’)]?$/u;
/** A line this short without a full stop is a title or a salutation, not a paragraph that lost its end. */
const HEADING_MAX_WORDS = 12;
/**
 * A text this long, extracted as wrapped lines with no blank line or indent anywhere, may have lost
 * its paragraph marks in extraction: whether it had paragraphs cannot be seen. (A text typed as one
 * line with no break at all was written as one paragraph.)
 */
const WRAPPED_TEXT_MIN_WORDS = 150;

/** An essay's paragraphs, and whether the text shows where they break. */
export interface EssayParagraphs {
  paragraphs: TextSpan[];
  /**
   * True where breaks may be hidden: in double spaces after half the sentences, or in a long text
   * extracted as wrapped lines with no blank line or indent.
   */
  breaksMayBeHidden: boolean;
}

/**
 * An essay's paragraphs as its writer marked them. Beyond blank lines and indents, essays typed into
 * a form often keep a paragraph break only as a run of spaces ("…the end.     Next paragraph"), or
 * put each paragraph on one line with no blank line between; both are read as paragraph breaks, so
 * "one paragraph" is never said of an essay that has several.
 */
export function essayParagraphs(pages: readonly DocumentPage[]): EssayParagraphs {
  const pageText = new Map(pages.map((page) => [page.pageNumber, page.text]));
  const text = pages.map((page) => page.text).join('\n');
  const doubles = [...matchesOf(DOUBLE_SPACE_AFTER_SENTENCE, text)].length;
  const singles = [...matchesOf(SINGLE_SPACE_AFTER_SENTENCE, text)].length;
  // Two spaces after a few sentences only are what lost breaks left; after most, a typing habit.
  const doubleSpacesAreBreaks = doubles > 0 && doubles < singles;
  let unreadDoubles = 0;
  const paragraphs = splitParagraphs(pages).flatMap((paragraph) => {
    const page = pageText.get(paragraph.page) ?? paragraph.text;
    return byLines(paragraph, page).flatMap((part) => {
      const split = bySpaceRuns(part, page, doubleSpacesAreBreaks);
      unreadDoubles += split.unreadDoubles;
      return split.parts;
    });
  });
  // A double space not read as a break may still be one; so may any where as many sentences end
  // with two spaces as with one.
  const doublesUnclear = unreadDoubles > 0 || (doubles > 0 && doubles === singles);
  return { paragraphs, breaksMayBeHidden: doublesUnclear || lostLineBreaks(text) };
}

function lostLineBreaks(text: string): boolean {
  const wrapped = /\n/u.test(text.trim()) && !/\n[ \t]*\n|\n[ \t]{2,}\S/u.test(text);
  return wrapped && countWords(text) >= WRAPPED_TEXT_MIN_WORDS;
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

/**
 * A double space after a sentence is read as a break only between two passages of two sentences or
 * more: one that would set a single sentence apart is as likely a slip of the space bar.
 */
const MIN_SENTENCES_BESIDE_DOUBLE_SPACE = 2;
const SENTENCE_ENDS = /[.!?]["'”’)]?(?=\s|$)/gu;

function bySpaceRuns(
  paragraph: TextSpan,
  pageText: string,
  doubleSpacesAreBreaks: boolean,
): { parts: TextSpan[]; unreadDoubles: number } {
  const gapsOf = (pattern: RegExp) =>
    [...matchesOf(pattern, paragraph.text)].map((m) => [m.index, m[0].length] as const);
  const certain = [...gapsOf(GAP_AFTER_SENTENCE), ...gapsOf(WIDE_GAP_BEFORE_CAPITAL)];
  const greeting = GREETING_THEN_GAP.exec(paragraph.text);
  if (greeting) certain.push([greeting[0].length, 0]);
  const doubles = doubleSpacesAreBreaks ? gapsOf(DOUBLE_SPACE_AFTER_SENTENCE) : [];
  const sentencesBetween = (from: number, to: number) =>
    matchesOf(SENTENCE_ENDS, paragraph.text.slice(from, to)).length;
  const read: Array<readonly [number, number]> = [];
  for (const [at, length] of doubles) {
    const before = Math.max(0, ...[...certain, ...read].filter(([cut]) => cut < at).map(([cut, l]) => cut + l));
    const after = Math.min(
      paragraph.text.length,
      ...[...certain, ...doubles].filter(([cut]) => cut > at).map(([cut]) => cut),
    );
    if (
      sentencesBetween(before, at + 1) >= MIN_SENTENCES_BESIDE_DOUBLE_SPACE &&
      sentencesBetween(at + length, after) >= MIN_SENTENCES_BESIDE_DOUBLE_SPACE
    )
      read.push([at, length]);
  }
  const breaks = [...certain, ...read]
    .sort((a, b) => a[0] - b[0])
    .map(([at, length]) => [paragraph.start + at, length] as const);
  return { parts: cutAt(paragraph, pageText, breaks), unreadDoubles: doubles.length - read.length };
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
