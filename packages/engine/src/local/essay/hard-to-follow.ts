import nlp from 'compromise';
import { isListedWord } from '../../grammar/spelling/word-frequency';
import type { Sentence } from '../../text/sentences';
import { tagsOfWord } from '../../text/word-tags';
import { countWords } from '../../text/words';

/**
 * Sentences a reader cannot follow: no verb anywhere ("The reason of the homework for all the
 * students.") or several words no dictionary of everyday English holds. A checker flags few errors
 * in such a text, since it finds no clause to check, so a low error count is no sign of clean
 * writing there.
 */

/** A sentence this short without a verb is a heading, a greeting or a deliberate fragment. */
const MIN_VERBLESS_WORDS = 4;
/**
 * Unknown words in one sentence that leave a reader guessing at it: two or more, and a fifth of its
 * words. An academic sentence may hold two rare terms among many plain words and be clear.
 */
const MIN_UNKNOWN_WORDS = 2;
const MIN_UNKNOWN_SHARE = 0.2;
/** The share of sentences that, unfollowable, make the text hard to follow as a whole. */
const HARD_SHARE = 0.5;
const MIN_HARD_SENTENCES = 3;
/**
 * Tagging a sentence in context costs about ten times a word look-up: a text is judged by its
 * first sentences, which show as well as all of them whether the writer builds sentences.
 */
const SENTENCES_READ = 15;
/**
 * Words that are verbs wherever they stand ("was", "can", "went"): a sentence holding one has its
 * verb, and need not be tagged in context to find one.
 */
const CERTAIN_VERB_TAGS = ['Copula', 'Modal', 'Auxiliary', 'PastTense'];
const SMALL_LETTER_WORD = /^\p{Ll}{2,}$/u;
/** Words as written: a capitalised word is a name or a sentence's first word, not checked against the dictionary. */
const WORD_AS_WRITTEN = /\p{L}[\p{L}'’]*/gu;

interface TaggedText {
  terms: Array<{ text: string; tags: string[] }>;
}

/** Per sentence of one analysis: the parts of the essay ask about the same sentences more than once. */
const judged = new WeakMap<Sentence, boolean>();

/** Whether a sentence has no verb (read in context) or several words no everyday dictionary holds. */
export function hardToFollow(sentence: Sentence): boolean {
  const known = judged.get(sentence);
  if (known !== undefined) return known;
  const words = sentence.text.match(WORD_AS_WRITTEN) ?? [];
  const unknown = words.filter((word) => SMALL_LETTER_WORD.test(word) && !isListedWord(word)).length;
  const unknownWords = unknown >= MIN_UNKNOWN_WORDS && unknown >= words.length * MIN_UNKNOWN_SHARE;
  const hard = unknownWords || (countWords(sentence.text) >= MIN_VERBLESS_WORDS && verbless(sentence, words));
  judged.set(sentence, hard);
  return hard;
}

function verbless(sentence: Sentence, words: readonly string[]): boolean {
  const certain = words.some((word) => CERTAIN_VERB_TAGS.some((tag) => tagsOfWord(word.toLowerCase()).has(tag)));
  if (certain) return false;
  const terms = (nlp(sentence.text).json() as TaggedText[]).flatMap((part) => part.terms);
  return !terms.some((term) => term.tags.includes('Verb'));
}

/** How many of the text's first sentences are hard to follow, and how many were read. */
export function hardToFollowCount(sentences: readonly Sentence[]): { hard: number; read: number } {
  const read = sentences.slice(0, SENTENCES_READ);
  return { hard: read.filter(hardToFollow).length, read: read.length };
}

/** Whether most of the text's sentences are hard to follow. */
export function mostlyHardToFollow(sentences: readonly Sentence[]): boolean {
  const { hard, read } = hardToFollowCount(sentences);
  return hard >= MIN_HARD_SENTENCES && hard >= read * HARD_SHARE;
}
