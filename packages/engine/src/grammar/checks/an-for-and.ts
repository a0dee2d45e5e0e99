import { matchesOf } from '../../text/pattern-matches';
import { tagsOfWord } from '../../text/word-tags';
import { DEMONSTRATIVES, oneOf } from '../word-classes';

/** "an" (or "An") before a word that opens with a consonant sound's letter. */
export const AN_BEFORE_CONSONANT = /\b([Aa]n)\s+([bcdfgjklmnpqrstvwxyz]\p{Ll}+)/gu;

/**
 * Words that never open the noun phrase an article starts ("an then", "an they"): before them "an"
 * is "and" with its last letter dropped, not an article wanting "a".
 */
const NEVER_AFTER_ARTICLE = new RegExp(
  `^(?:${oneOf(DEMONSTRATIVES, ['the', 'they', 'we', 'she', 'he', 'them'], ['then', 'so', 'there', 'when', 'while', 'because', 'but', 'yet', 'now', 'suddenly'])})$`,
  'iu',
);

/** Words that stand before an article ("such a", "quite a", "half an hour"). */
const BEFORE_ARTICLE = new Set(['such', 'what', 'quite', 'rather', 'many', 'half', 'all', 'both']);

/** An adjective, after which an article cannot open a noun phrase ("soft an warm"). */
const isAdjectiveOnly = (word: string): boolean => {
  const lower = word.toLowerCase();
  const tags = tagsOfWord(lower);
  return tags.has('Adjective') && !tags.has('Noun') && !tags.has('Determiner') && !BEFORE_ARTICLE.has(lower);
};

/**
 * "soft an warm": "an" between two adjectives, where no article can stand (an article opens a noun
 * phrase after a verb or a preposition), is "and" with a letter dropped; "was an cold day" and
 * "such an good idea" keep the article.
 */
function joinsTwoDescribingWords(match: RegExpExecArray): boolean {
  const before = /(\p{L}+)\s+$/u.exec(match.input.slice(0, match.index))?.[1];
  const after = match[2] as string;
  return before !== undefined && isAdjectiveOnly(before) && isAdjectiveOnly(after);
}

/**
 * "we walked, an ran": a past form that is only a verb, with no noun or adjective after it for it to
 * describe, opens no noun phrase; "an cooked meal" may still be the article before a described noun.
 */
function opensPastVerb(match: RegExpExecArray): boolean {
  const tags = tagsOfWord((match[2] as string).toLowerCase());
  if (!tags.has('PastTense') || tags.has('Noun') || tags.has('Adjective')) return false;
  const next = /^\s+(\p{L}+)/u.exec(match.input.slice(match.index + match[0].length))?.[1]?.toLowerCase();
  if (next === undefined) return true;
  const nextTags = tagsOfWord(next);
  return !nextTags.has('Noun') && !nextTags.has('Adjective');
}

/** Whether this "an" before a consonant is "and" with its last letter dropped, not an article. */
export const readsAsAnd = (match: RegExpExecArray): boolean =>
  NEVER_AFTER_ARTICLE.test(match[2] as string) || joinsTwoDescribingWords(match) || opensPastVerb(match);

/**
 * Whether the writer writes "an" for "and" somewhere in the text: then an "an" before a noun
 * ("an mom called") may be either word, and "a" is no surer a fix than "and".
 */
export function writesAnForAnd(text: string): boolean {
  // Asked once for each sentence of the text: the answer for the last text is kept.
  if (text !== lastText) {
    lastText = text;
    lastAnswer = matchesOf(AN_BEFORE_CONSONANT, text).some((match) => readsAsAnd(match));
  }
  return lastAnswer;
}

let lastText: string | undefined;
let lastAnswer = false;
