import type { DocumentPage } from '../analysis-engine';
import { matchesOf } from './pattern-matches';
import { type TextSpan, trimmedSpan } from './text-span';

/** A sentence (or a heading or list item standing on its own) with its place in the document. */
export interface Sentence extends TextSpan {
  /** Position among all sentences of the document, from 0. */
  index: number;
}

const MONTH_WORD =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/iu;
// Words that end with a period without ending the sentence.
const ABBREVIATIONS = new Set(
  [
    'mr',
    'mrs',
    'ms',
    'dr',
    'prof',
    'sr',
    'jr',
    'st',
    'inc',
    'ltd',
    'llc',
    'co',
    'corp',
    'no',
    'nos',
    'vs',
    'v',
    'etc',
    'e.g',
    'i.e',
    'u.s',
    'u.k',
    'n.a',
    'sec',
    'art',
    'fig',
    'approx',
    'dept',
    'est',
    'cf',
    'al',
    'p',
    'pp',
    'vol',
    'ed',
    'eds',
    'para',
    'jan',
    'feb',
    'mar',
    'apr',
    'jun',
    'jul',
    'aug',
    'sep',
    'sept',
    'oct',
    'nov',
    'dec',
    'ave',
    'blvd',
    'rd',
    'ph.d',
    'b.a',
    'b.s',
    'm.a',
    'm.s',
    'a.m',
    'p.m',
    'ca',
    'op',
    'cit',
    'ibid',
  ].map((word) => word.toLowerCase()),
);

/**
 * Blank lines, bullets and wide gaps before a capital or a number (headings in PDF text) always
 * separate sentences; a wide gap before a lower-case word is only justified spacing, and so is one
 * before a typed underline (a run of dashes under a heading in plain-text filings) that the
 * sentence goes on after.
 */
const HARD_BREAK =
  /\n[ \t]*\n|[\u2022\u25aa\u25cf\u25e6\u25a0\uf0b7\uf0a7]|(?: {3,}|\t+)(?![-_=]{3,}[ \t]+\p{Ll})(?=[^\p{Ll}\s])/gu;
const SHORT_LINE = 60;
const ENDS_CLAUSE = /[.!?:;]["'”’)]*$/u;
const STARTS_BLOCK = /^\s*(?:[-*•▪●◦■]|\d{1,2}[.)]\s|\p{Lu}[\p{Lu} &/]{2,}$)/u;
/**
 * End punctuation, optional closing quotes or brackets, then space; or, typed without the space,
 * between a lower-case word and a capitalised one ("the bus.Then it …"). A quotation mark garbled by
 * a wrong text encoding (`ï¿½`, `�`) closes a quotation like the mark it stands for.
 */
const SENTENCE_END = /[.!?]+(?:["'”’)\]]|ï¿½|\uFFFD)*(?=\s)|(?<=\p{Ll})[.!?]+(?=\p{Lu}\p{Ll})/gu;
/** Opening quotation marks garbled by a wrong text encoding: no letters of the next sentence. */
const GARBLED_OPENING = /^\s*(?:ï¿½|\uFFFD)+/u;
/** A numbering such as "1", "12.3", "(a)" or "iv" that the period belongs to. */
const NUMBERING = /^[([]?(?:\d{1,3}(?:\.\d{1,3})*|[ivxlc]{1,5}|[a-z])[)\]]?$/iu;

/**
 * The sentences a reader counts in hand-typed prose, where a new sentence often starts in lower case
 * ("… to the park. then we ate …"): the sentence is cut after a full stop that follows a plain
 * lower-case word and precedes a lower-case one, unless that word is an abbreviation ("approx.
 * five"). The page splitter keeps such pieces together, since in contracts and reports a lower-case
 * word after a stop is far more often an abbreviation it does not know.
 */
export function piecesStartingInLowerCase(sentence: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const match of sentence.matchAll(LOWER_CASE_RESTART)) {
    const word = match[1] ?? '';
    if (ABBREVIATIONS.has(word.toLowerCase())) continue;
    const stop = (match.index ?? 0) + word.length + 1;
    pieces.push(sentence.slice(start, stop).trim());
    start = stop;
  }
  pieces.push(sentence.slice(start).trim());
  return pieces.filter((piece) => piece !== '');
}

// A lower-case word of two letters or more, its full stop, space, then a lower-case word.
const LOWER_CASE_RESTART = /(?<![\p{L}.])(\p{Ll}{2,})\.\s+(?=\p{Ll})/gu;

/** Splits every page into sentences; a sentence never crosses a page. */
export function splitSentences(pages: readonly DocumentPage[]): Sentence[] {
  const sentences: Sentence[] = [];
  for (const page of pages) {
    for (const span of sentenceSpansOfPage(page)) sentences.push({ ...span, index: sentences.length });
  }
  return sentences;
}

function sentenceSpansOfPage(page: DocumentPage): TextSpan[] {
  const text = page.text;
  const cuts = new Set<number>([0, text.length]);
  for (const match of matchesOf(HARD_BREAK, text)) {
    cuts.add(match.index);
    cuts.add(match.index + match[0].length);
  }
  for (const line of lineBreaksEndingABlock(text)) cuts.add(line);
  const sorted = [...cuts].sort((a, b) => a - b);

  const spans: TextSpan[] = [];
  for (let i = 0; i + 1 < sorted.length; i++) {
    const blockStart = sorted[i] as number;
    const blockEnd = sorted[i + 1] as number;
    for (const [start, end] of splitBlock(text, blockStart, blockEnd)) {
      const span = trimmedSpan(text, page.pageNumber, start, end);
      if (span) spans.push(span);
    }
  }
  return spans;
}

/**
 * A single line break ends a block when the line before it is short (a heading, a CV line) or
 * already ends a sentence, or when the next line starts a list item or a heading; otherwise it is
 * a wrapped line inside a paragraph.
 */
function lineBreaksEndingABlock(text: string): number[] {
  const lines = text.split('\n');
  const breaks: number[] = [];
  let offset = 0;
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = (lines[i] as string).trim();
    offset += (lines[i] as string).length;
    if (line.length < SHORT_LINE || ENDS_CLAUSE.test(line) || STARTS_BLOCK.test(lines[i + 1] as string)) {
      breaks.push(offset);
    }
    offset += 1;
  }
  return breaks;
}

function splitBlock(text: string, start: number, end: number): Array<[number, number]> {
  const block = text.slice(start, end);
  const pieces: Array<[number, number]> = [];
  let pieceStart = 0;
  for (const match of matchesOf(SENTENCE_END, block)) {
    const stop = match.index + match[0].length;
    if (!endsSentence(block, pieceStart, match.index, stop)) continue;
    pieces.push([start + pieceStart, start + stop]);
    pieceStart = stop;
  }
  if (pieceStart < block.length) pieces.push([start + pieceStart, end]);
  return pieces;
}

/**
 * Whether a full stop right after this text belongs to its last word, an abbreviation ("U.S", "Inc", "No") or an
 * initial ("J"), and so ends no sentence or phrase.
 */
export function stopsAnAbbreviation(textBeforeStop: string): boolean {
  const lastWord = /[\p{L}\p{N}.]+$/u.exec(textBeforeStop.trimEnd())?.[0] ?? '';
  return ABBREVIATIONS.has(lastWord.toLowerCase()) || /^\p{Lu}$/u.test(lastWord);
}

function endsSentence(block: string, pieceStart: number, punctuationAt: number, stop: number): boolean {
  if (block[punctuationAt] !== '.') return true;
  const before = block.slice(pieceStart, punctuationAt).trim();
  const lastWord = /[\p{L}\p{N}.]+$/u.exec(before)?.[0] ?? '';
  if (stopsAnAbbreviation(before)) return false;
  if (NUMBERING.test(before)) return false; // "1. Definitions" starts a sentence, it is not one
  const next = /\S/u.exec(block.slice(stop).replace(GARBLED_OPENING, ''));
  // A month followed by its day ("Jan. 19, 1998", "April. 1st 2019") is a date, not a sentence's end.
  if (next !== null && /\d/u.test(next[0]) && MONTH_WORD.test(lastWord)) return false;
  // A lower-case continuation ("approx. five days") is still the same sentence; the pronoun "i"
  // typed in lower case ("… the roads. i think …") starts a new one.
  return (
    next === null || !/\p{Ll}/u.test(next[0]) || /^i(?:\s|['’](?:m|ve|ll|d)\b)/u.test(block.slice(stop).trimStart())
  );
}
