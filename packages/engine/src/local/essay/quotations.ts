import { matchesOf } from '../../text/pattern-matches';
import { rememberedPerText } from '../../text/remembered-words';
import { countWords } from '../../text/words';

/**
 * Words quoted from someone else, in double or single quotation marks. A single mark is a
 * quotation mark only where it opens after a space or a colon and closes before a space or a
 * punctuation mark: the apostrophes of "don't" and "the girl's" sit between letters, so a quotation
 * may hold them but no quotation starts or ends on one.
 *
 * A straight mark after a space and before a letter opens a quotation ("… (p. 4). "Most …"): a
 * quotation still open there lost its closing mark, and ends before it, so that two quoted passages
 * are not read as one with the writer's words between them taken for quoted ones.
 */
const QUOTED =
  /["“](?<double>[^"”]+?)(?:”|(?<!\s)"|"(?!\p{L})|(?=\s"\p{L}))|(?<=^|[\s([:,;])['‘](?<single>(?:[^'‘’"“”\n]|(?<=\p{L})['’](?=\p{L}))+?)(?<=[^\s'‘’])['’](?![\p{L}\d])/gu;
/**
 * Double marks typed as two backticks or two apostrophes (``…'' and ''…''), as some keyboards and
 * converters write them, and the double marks typed as such, which open or close what they type.
 */
const TYPED_DOUBLE_MARK = /^(?:``|''|‘‘|’’)$/u;
const DOUBLE_MARK = /``|''|‘‘|’’|["“”]/gu;
/**
 * An opening mark whose closing mark was lost: the quotation runs to the end of its sentence
 * ("The boy thinks "the trees lean over me."). A straight mark typed straight after a word or a
 * stop ("… again." (p. 4)) closes a quotation, never opens one: left over after a quotation closed
 * early, it is a stray mark, and the writer's words after it are their own.
 */
const UNCLOSED = /(?:“|(?<![\p{L}\d.,!?])")(?<unclosed>[^"“”\n]+?)(?:[.!?]+(?=\s|$)|(?=\n)|$)/gu;
/** Fewer words are a term or a phrase singled out ("the 'nice' movie"), not a quoted passage. */
const MIN_QUOTED_WORDS = 3;

/**
 * A quotation mark lost to a wrong text encoding (`ï¿½`, or `�`, for a curly mark): between two
 * letters it stood for an apostrophe ("the hiker�s") and is left alone, elsewhere for a quotation
 * mark, read as `"` followed by spaces so that offsets are kept.
 */
const GARBLED_MARK = /ï¿½|\uFFFD/gu;

/** The text with typed double marks and garbled marks read as the marks they stand for, of the same length. */
function withDoubleMarks(text: string): string {
  return typedMarksRead(text).replace(GARBLED_MARK, (mark, offset: number) => {
    const apostrophe = /\p{L}/u.test(text.charAt(offset - 1)) && /\p{L}/u.test(text.charAt(offset + mark.length));
    // An apostrophe is left as written: "didn�t" stays one word for every reading after this one.
    return apostrophe ? mark : '"'.padEnd(mark.length, ' ');
  });
}

/**
 * Two typed marks stand for a quotation mark where they open a quotation (before a word, not after
 * one) or close one opened before them. Elsewhere they are apostrophes typed twice: inside a word
 * ("isn''t"), after a plural that owns a noun ("the twins'' room") or after words no mark opened,
 * where reading them as a mark would take the writer's next sentence for a quotation. Each mark
 * read keeps its length, its space on the side away from the words it marks.
 */
function typedMarksRead(text: string): string {
  let open = false;
  return text.replace(DOUBLE_MARK, (mark, offset: number) => {
    const before = text.charAt(offset - 1);
    const after = text.charAt(offset + mark.length);
    const opens = (before === '' || /[\s([{:;,]/u.test(before)) && after !== '' && !/\s/u.test(after);
    if (!TYPED_DOUBLE_MARK.test(mark)) {
      open = mark === '“' ? true : mark === '”' ? false : !open;
      return mark;
    }
    if (open) {
      open = false;
      return /\s/u.test(before) ? ' "' : '" ';
    }
    if (!opens) return mark;
    open = true;
    return ' "';
  });
}

/**
 * The quotations of a text of three words or more, as the writer marked them, closed or not. Read
 * once per sentence: the essay's readings of reasoning, evidence and errors each ask it again.
 */
export const quotationsIn: (text: string) => readonly string[] = rememberedPerText((text) => {
  const marked = withDoubleMarks(text);
  const closed = matchesOf(QUOTED, marked).map((match) => match.groups?.double ?? match.groups?.single ?? '');
  const unclosed = matchesOf(
    UNCLOSED,
    marked.replace(QUOTED, (quoted) => ' '.repeat(quoted.length)),
  ).map((match) => match.groups?.unclosed ?? '');
  return [...closed, ...unclosed].filter((quoted) => countWords(quoted) >= MIN_QUOTED_WORDS);
});

/**
 * The writer's own words: the text with every quotation (closed or not, however its marks were
 * typed) blanked out, offsets kept.
 */
export const withoutQuotations: (text: string) => string = rememberedPerText((text) => {
  const blank = (quoted: string) => ' '.repeat(quoted.length);
  return withDoubleMarks(text).replace(QUOTED, blank).replace(UNCLOSED, blank);
});

/** A capitalised word of a title, or the placeholder an anonymised text holds in its place ("@CAPS1"). */
const TITLE_WORD = String.raw`(?:\p{Lu}[\p{L}'’-]*|@\p{Lu}+\d*)`;

/**
 * A closing mark with no opening mark before it in the sentence (a letter or stop before it, a
 * space, a bracket or the end after it): the end of a quotation begun in an earlier sentence, so
 * the words before it are the source's ("… the tide turns at noon" (p. 4).).
 */
const UNOPENED = /^[^"“”]*?[\p{L}\d.,!?]["”](?=[\s),.;:!?]|$)/u;

/**
 * The writer's own words of one sentence: its quotations blanked as above, and also the words
 * before a closing mark whose quotation opened in the sentence before. A whole text is read with
 * `withoutQuotations`, where every quotation opens in the text itself.
 */
export function withoutQuotationsInSentence(text: string): string {
  const marked = withDoubleMarks(text).replace(QUOTED, (quoted) => ' '.repeat(quoted.length));
  const unopened = UNOPENED.exec(marked)?.[0].length ?? 0;
  return withoutQuotations(' '.repeat(unopened) + text.slice(unopened));
}

/**
 * A title in quotation marks: capitalised words and short joining words ("The Lighthouse Keeper", "A
 * Market on the Hill"). A quotation of the text ("she planted the seeds again") is not a title.
 */
export const TITLE_TEXT = String.raw`${TITLE_WORD}(?:\s+(?:${TITLE_WORD}|\p{Ll}{1,3}|\d+))*[,.]?`;
const TITLE_WORDS = new RegExp(`^${TITLE_TEXT}$`, 'u');

const CAPITALISED_WORD = /(?<!\p{L})\p{Lu}/gu;

/**
 * Whether quoted words are shaped as a title: they name a work and quote none of it. A title
 * capitalises two words at least; "It is not fair" is a sentence quoted, with short words only.
 */
export function titleShaped(quoted: string): boolean {
  return TITLE_WORDS.test(quoted.trim()) && matchesOf(CAPITALISED_WORD, quoted).length >= 2;
}

/** The quotations of a text that quote words (titles left out): what a writer may explain. */
export const quotedPassagesIn: (text: string) => readonly string[] = rememberedPerText((text) =>
  quotationsIn(text).filter((quoted) => !titleShaped(quoted)),
);

/**
 * A question in quotation marks: one the writer imagines someone asking ("questions such as “where
 * is the nearest stop?”"), not words quoted from a source. A character's question in a story is
 * dialogue, attributed by its speech verb wherever it is read.
 */
export function questionShaped(quoted: string): boolean {
  return /\?["”'’]?\s*$/u.test(quoted.trim()) || QUESTION_ORDER.test(quoted.trim());
}

/**
 * A question word before its verb, subject and verb turned round as only a direct question turns
 * them ("where's the nearest stop", "how much does a ticket cost"), typed without its question mark.
 * "where the river meets the sea" and "how much it costs" keep the order of a statement. A verb
 * with "n't" before a pronoun ("isn't that great", "don't you see") asks too: no statement opens so.
 */
const QUESTION_ORDER =
  /^(?:(?:who|what|where|when|why|how|which)(?:['’](?:s|re)\b|(?:\s+(?:much|many|long|far|often|old|big|time|kind))?\s+(?:is|are|was|were|do|does|did|can|could|will|would|should|shall|has|have)\b)|(?:is|are|was|were|do|does|did|can|could|will|would|should|has|have)n['’]t\s+(?:that|it|this|there|you|we|they|he|she|I)\b)/iu;
