import { tagsOfWord } from '../../text/word-tags';
import { MODALS, PLACE_AND_TIME_PREPOSITIONS } from '../word-classes';
import { isCommonWord, isListedWord } from './word-frequency';

/**
 * Small words a split may produce ("alot" → "a lot", "infact" → "in fact"); a split into two
 * ordinary words ("learing" → "lea ring") is a guess, not a correction.
 */
export const SPLIT_FUNCTION_WORDS = new Set([
  ...PLACE_AND_TIME_PREPOSITIONS,
  'a',
  'an',
  'to',
  'of',
  'all',
  'any',
  'every',
  'some',
  'no',
  'for',
]);

/**
 * The ways to cut a word into two listed words ("atleast" → "at least"): harper.js offers
 * such splits for lower-case words only, and a run-together phrase often opens a sentence.
 */
export function twoWordSplits(misspelled: string): string[] {
  const word = misspelled.toLowerCase();
  if (!/^\p{Ll}{3,}$/u.test(word)) return [];
  const splits: string[] = [];
  for (let index = 1; index < word.length; index++) {
    const [head, tail] = [word.slice(0, index), word.slice(index)];
    if (isListedWord(head) && isListedWord(tail)) splits.push(`${head} ${tail}`);
  }
  return splits;
}

/**
 * A capitalised word may be a name made of a small word and a short one ("Inman", "Atwood"); it is
 * split only when its other part is a word this long ("For example", "At least").
 */
const MIN_SPLIT_PART_OF_NAME = 5;

export const isSafeNameLikeSplit = (split: string): boolean =>
  split.split(' ').some((part) => !SPLIT_FUNCTION_WORDS.has(part) && part.length >= MIN_SPLIT_PART_OF_NAME);

/** A listed word this long, with a small function word, is no piece of another word ("paragraph to"). */
const MIN_LONG_WORD_BESIDE_FUNCTION_WORD = 7;

const isFunctionWordAndLongWord = (parts: readonly string[]): boolean =>
  parts.some((part) => SPLIT_FUNCTION_WORDS.has(part)) &&
  parts.some((part) => part.length >= MIN_LONG_WORD_BESIDE_FUNCTION_WORD && isListedWord(part));

/** Words this long are seldom pieces of another word ("same time", not "lea ring" or "his self"). */
export const MIN_SPLIT_CONTENT_WORD = 4;

/**
 * "a lot", "in fact", "same time": two common words, one of them a small function word or both of
 * them full-length words, and nothing else.
 */
export function isSafeSplit(word: string, split: string): boolean {
  const parts = split.split(' ');
  return (
    parts.length === 2 &&
    !endsInBareAdjective(parts) &&
    !isArticleBeforeNoNounPhrase(parts) &&
    parts.join('') === word &&
    (((parts.some((part) => SPLIT_FUNCTION_WORDS.has(part)) ||
      parts.every((part) => part.length >= MIN_SPLIT_CONTENT_WORD)) &&
      parts.every(isCommonWord)) ||
      isFunctionWordAndLongWord(parts) ||
      isModalAndVerb(parts))
  );
}

/**
 * "canbe", "shouldhave": a modal runs into the verb it always stands before; both words are short,
 * but a modal is followed by a verb, so the pair is a phrase, not pieces of another word.
 */
function isModalAndVerb(parts: readonly string[]): boolean {
  const [modal, verb] = parts;
  if (!(MODALS as readonly string[]).includes(modal ?? '')) return false;
  const tags = tagsOfWord(verb ?? '');
  return tags.has('Infinitive') && isCommonWord(verb ?? '');
}

/** Words no article stands before: an interjection ("a ya") or a pronoun ("a his"). */
const NOT_AFTER_ARTICLE = ['Expression', 'Pronoun'];

/** "aya" → "a ya": an article opens a noun phrase, and an interjection or a pronoun opens none. */
function isArticleBeforeNoNounPhrase(parts: readonly string[]): boolean {
  const [first, second] = parts;
  if (first !== 'a' && first !== 'an') return false;
  const tags = tagsOfWord(second ?? '');
  return NOT_AFTER_ARTICLE.some((tag) => tags.has(tag));
}

/**
 * "greatfull" → "great full", "intrusting" → "in trusting": a run-together pair ends in its head, a
 * noun ("same time", "best friend") or the word a small word governs ("in fact", "a lot"); a bare
 * adjective at the end leaves the phrase without the noun it describes, so the writer meant one
 * word ("grateful", "interesting").
 */
export function endsInBareAdjective(parts: readonly string[]): boolean {
  const tags = tagsOfWord(parts[parts.length - 1] ?? '');
  return tags.has('Adjective') && !tags.has('Noun') && !tags.has('Verb');
}
