import type { DocumentPage } from '../../analysis-engine';
import { isBareHeading } from '../../text/quote-shape';
import type { Sentence } from '../../text/sentences';
import { sentenceRole } from './sentence-role';

/**
 * PDF text of justified capitals leaves wide gaps between words, and the sentence splitter takes a
 * gap before a capital for a break: "EXCEPT AS STATED …, NEITHER PARTY MAKES ANY" / "WARRANTY …" /
 * "DISCLAIMS ALL …". A clause found in one piece would be quoted without the exception that opens
 * its sentence, or cut before its object, and read as its opposite. This module gives back the
 * whole sentence the piece belongs to, on the same page, so a finding quotes and reads all of it.
 */

/** A piece that ends its sentence: end punctuation, perhaps closed by a quote mark or bracket. */
const ENDS_SENTENCE = /[.!?;:]["'”’)\]]*$/u;
/** Between two pieces of one sentence: spaces, one line break, a typed underline; never a blank line. */
const JOINING_GAP = /^[ \t]*(?:[-_=]{3,}[ \t]*)?\r?\n?[ \t]*(?:[-_=]{3,}[ \t]*)?$/u;
/** A piece opening with its own numbering ("7.1", "(b)", "Section 4") starts a new sentence. */
const OPENS_NUMBERED =
  /^(?:(?:section|article|clause)\s+)?(?:\(?[0-9]{1,3}(?:\.[0-9]{1,3})*\.?\)?|\(?[a-z]{1,3}\)|\([ivx]+\))\s/iu;
/** The last word of a piece cut in the middle of a phrase ("… MAKES ANY", "… FITNESS FOR A"). */
const ENDS_ON_FUNCTION_WORD =
  /\b(?:a|an|the|any|all|each|every|no|of|to|for|in|on|by|with|from|at|as|and|or|nor|but|that|which|its|their|such|this|these|those|without|including|hereby|shall|will|may|must|not|is|are|be)$/iu;
/** The most words a heading run into its clause has. */
const RUN_IN_HEADING_WORDS = 6;
/** How many pieces at most make one sentence: enough for a long justified clause, not a page. */
const MOST_PIECES = 12;

/**
 * The whole sentence `piece` belongs to: the piece itself, joined with the pieces before and after
 * it on its page that the splitter cut from the same sentence. The result is a span of the page
 * (its text is exactly the page's text between its start and end) and keeps the first piece's index.
 */
export function wholeSentenceOf(
  piece: Sentence,
  sentences: readonly Sentence[],
  pages: readonly DocumentPage[],
): Sentence {
  const pageText = pages.find((page) => page.pageNumber === piece.page)?.text;
  if (pageText === undefined || pageText.slice(piece.start, piece.end) !== piece.text) return piece;
  const position = sentences.findIndex((sentence) => sentence.index === piece.index);
  if (position < 0) return piece;
  let first = position;
  let last = position;
  while (position - first < MOST_PIECES && first > 0 && continues(sentences[first - 1], sentences[first], pageText)) {
    first -= 1;
  }
  while (
    last - position < MOST_PIECES &&
    last + 1 < sentences.length &&
    continues(sentences[last], sentences[last + 1], pageText)
  ) {
    last += 1;
  }
  const opening = sentences[first];
  const closing = sentences[last];
  if ((first === position && last === position) || !opening || !closing) return piece;
  const { start } = opening;
  const { end } = closing;
  return { index: opening.index, page: piece.page, start, end, text: pageText.slice(start, end) };
}

/**
 * Whether `next` goes on with the sentence `before` left open: both on one page with only spaces
 * (or a typed underline) between them, `before` without end punctuation and not a heading of its
 * own (unless it stops on a word that cannot end a phrase), and `next` not opening with a number.
 */
function continues(before: Sentence | undefined, next: Sentence | undefined, pageText: string): boolean {
  if (!before || !next || before.page !== next.page || before.end > next.start) return false;
  if (ENDS_SENTENCE.test(before.text) || OPENS_NUMBERED.test(next.text)) return false;
  if (!JOINING_GAP.test(pageText.slice(before.end, next.start))) return false;
  if (ENDS_ON_FUNCTION_WORD.test(before.text) || ENDS_ON_COMMA.test(before.text)) return true;
  if (splitsANamedTerm(before, next, pageText)) return true;
  return !isBareHeading(before.text) && !isRunInHeading(before.text) && !readsAsHeading(next.text);
}

/** A piece stopping on a comma is cut inside a list ("… ANY PUNITIVE," / "SPECIAL OR …"); no heading ends so. */
const ENDS_ON_COMMA = /,["'”’)\]]*$/u;

/**
 * Whether the gap falls inside a capitalised name the page uses elsewhere in one piece ("No Co" /
 * "Owner shall …" where the page also says "Co Owner"): the words either side of the gap are one
 * term, so the first piece is the opening of the sentence ("No Co Owner shall …"), not a heading.
 */
function splitsANamedTerm(before: Sentence, next: Sentence, pageText: string): boolean {
  const last = /(\p{Lu}[\p{L}-]*)$/u.exec(before.text)?.[1];
  const first = /^(\p{Lu}[\p{L}-]*)/u.exec(next.text)?.[1];
  if (!last || !first) return false;
  const term = new RegExp(`(?<![\\p{L}-])${last}[ \\t]+${first}(?![\\p{L}-])`, 'gu');
  return [...pageText.matchAll(term)].some((match) => match.index < before.start || match.index >= next.start);
}

/** A few words with no verb before a sentence ("Confidentiality and non-compete"): a heading run into its clause. */
function isRunInHeading(text: string): boolean {
  return text.split(/\s+/u).length <= RUN_IN_HEADING_WORDS && sentenceRole(text) === 'heading';
}

/** A heading of its own: few capitalised words, not a piece of capitals cut on a comma or a function word. */
function readsAsHeading(text: string): boolean {
  return isBareHeading(text) && !text.includes(',') && !ENDS_ON_FUNCTION_WORD.test(text);
}

/** A detected clause read and quoted from its whole sentence, its focus moved to stay on the same words. */
export function withWholeSentence<T extends { sentence: Sentence; focus: number }>(
  clause: T,
  sentences: readonly Sentence[],
  pages: readonly DocumentPage[],
): T {
  const whole = wholeSentenceOf(clause.sentence, sentences, pages);
  if (whole === clause.sentence) return clause;
  return { ...clause, sentence: whole, focus: clause.focus + clause.sentence.start - whole.start };
}
