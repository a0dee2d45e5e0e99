import { tagsOfWord } from '../text/word-tags';

/**
 * Where a capital inside a sentence is someone else's: inside quotation marks (a source's or a sign's
 * words) or inside a title written in Title Case ("The Garden of my Dreams"). Lowering it there
 * corrects what the writer copied, or breaks the title.
 */

/** Words a title in Title Case may keep in lower case, and a writer copying it often does. */
const TITLE_SMALL_WORD = /^(?:a|an|the|of|and|or|in|on|at|to|for|from|with|by|my|our|your|his|her|their|its)$/u;

/** Punctuation that ends a run of title words ("… with Tom, Our team"); a title's colon does not. */
const BREAKS_TITLE = /[,;.!?()"“”]/u;

const WORD = /[\p{L}@][\p{L}\p{N}'’]*/gu;

/** Tags of words that keep their capital anywhere: names, places, months and days. */
const ALWAYS_CAPITALISED = ['ProperNoun', 'Person', 'Place', 'Organization', 'Date', 'Month', 'WeekDay'];

/** A common word written with a capital: only Title Case gives it one inside a sentence. */
const isCommonWord = (word: string): boolean => {
  const tags = tagsOfWord(word.toLowerCase());
  return tags.size > 0 && !ALWAYS_CAPITALISED.some((tag) => tags.has(tag));
};

/**
 * Whether the text before a capital leaves it inside quotation marks: an odd number of straight
 * marks, or more opening curly marks than closing ones.
 */
export function insideQuotation(textBefore: string): boolean {
  const straight = textBefore.match(/"/gu)?.length ?? 0;
  const opened = (textBefore.match(/“/gu)?.length ?? 0) - (textBefore.match(/”/gu)?.length ?? 0);
  return straight % 2 === 1 || opened > 0;
}

/**
 * Whether a capitalised word continues a run of Title Case words: going back over small words in
 * lower case ("of", "my"), the nearest word is a common word with a capital, not the sentence's
 * first word ("… The Blueprints of Our lives", "… Garden of my Dreams the …"). "I love my Dog" (a
 * verb before "my"), "My Friends are" (only the sentence's first word) and "By June the Garden" (a
 * month keeps its capital anywhere) are no titles.
 */
export function continuesTitle(textBefore: string): boolean {
  const words = Array.from(textBefore.matchAll(WORD));
  for (let at = words.length - 1; at >= 0; at -= 1) {
    const found = words[at];
    if (!found) return false;
    const end = found.index + found[0].length;
    const nextStart = words[at + 1]?.index ?? textBefore.length;
    if (BREAKS_TITLE.test(textBefore.slice(end, nextStart))) return false;
    const text = found[0];
    if (TITLE_SMALL_WORD.test(text)) continue;
    if (!/^\p{Lu}/u.test(text) || text === 'I') return false;
    return at > 0 && isCommonWord(text);
  }
  return false;
}

/**
 * Whether a place in a page lies inside a quotation: the marks are counted from the start of its
 * paragraph, so that a quotation of several sentences is one quotation, and a mark left unclosed
 * in one paragraph does not turn the next one into quoted words.
 */
export function insideQuotationOfPage(pageText: string, offset: number): boolean {
  const before = pageText.slice(0, offset);
  return insideQuotation(before.slice(before.lastIndexOf('\n') + 1));
}

/**
 * The text with every quotation's words blanked out, same length: what the writer wrote in their own
 * words. Straight marks pair up within a paragraph; curly marks pair as they open and close.
 */
export function withoutQuotedWords(text: string): string {
  return text.replace(/"[^"\n]*"|“[^”]*”/gu, (quoted) => ' '.repeat(quoted.length));
}

/** A dash that opens or closes an aside ("my brother — the older one — said"). */
const ASIDE_DASH = /\s*(?:—|–|--)\s*|\s-\s/u;
const ASIDE_DASHES = new RegExp(ASIDE_DASH.source, 'gu');

/** Whether a place in a sentence lies between two dashes of an aside. */
export function insideDashedAside(sentenceText: string, offset: number): boolean {
  const opened = sentenceText.slice(0, offset).match(ASIDE_DASHES)?.length ?? 0;
  return opened % 2 === 1 && ASIDE_DASH.test(sentenceText.slice(offset));
}

/** A capital inside quotation marks or a Title Case run: the source's or the title's own. */
export const isQuotedOrTitleWord = (textBefore: string): boolean =>
  insideQuotation(textBefore) || continuesTitle(textBefore);
