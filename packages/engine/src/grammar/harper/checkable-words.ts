import type { Sentence } from '../../text/sentences';
import { isListedWord } from '../spelling/word-frequency';
import type { GrammarLint } from './grammar-linter';

/** A word in capitals of two letters or more: an acronym, a heading or a placeholder, left as written. */
const ALL_CAPS = /\b\p{Lu}{2,}\b/u;

/** Anonymisation placeholders, HTML entities and code-like tokens (`@PERSON1`, `&lt;`) are not words to check. */
export const PLACEHOLDER = /[@#_&]\p{L}*\d*|\p{L}+\d+/u;

/**
 * Characters garbled by a wrong text encoding (`don�t`, `donï¿½t`, `donât`): the writer did not type
 * them. A curly apostrophe read as Latin-1 leaves "â" where the apostrophe was (with or without the
 * invisible control characters of its other two bytes), before the ending of a contraction or a
 * possessive, which no English word spells so.
 */
const GARBLED = /\uFFFD|ï¿½|Ã[\u0080-\u00BF]|â€|â[\u0080-\u009F]|\p{L}â(?:s|t|ll|re|ve|d|m)\b/u;

/**
 * Question marks a transcriber put for letters nobody could read ("becau???", "a???"): the word
 * is not the writer's spelling, so it is no error to correct.
 */
const UNREADABLE_LETTERS = /\p{L}\?{2,}|\?{2,}\p{L}/u;

/** Names, acronyms and placeholders are often missing from the dictionary without being wrong. */
export function isCheckable(lint: GrammarLint, error: string, sentence: Sentence, focus: number): boolean {
  const around = wordsAround(sentence.text, focus, focus + error.length);
  if (PLACEHOLDER.test(around) || GARBLED.test(around) || ALL_CAPS.test(around) || UNREADABLE_LETTERS.test(around))
    return false;
  // A sentence opened by a placeholder ("@CAPS1 met") has its capital already.
  if (lint.kind === 'Capitalization' && PLACEHOLDER.test(sentence.text.slice(0, focus))) return false;
  if (lint.kind !== 'Spelling' && lint.kind !== 'Typo') return true;
  if (wordOfAnEllipsis(error)) return false;
  const startsSentence = sentence.text.slice(0, focus).trim() === '';
  const capitalised = /^\p{Lu}/u.test(error);
  return !(capitalised && !startsSentence) && error !== error.toUpperCase();
}

/**
 * A word taken with the first dot of an ellipsis after it ("a." of "a......bad"): the dots mark
 * words left out, and the word itself is spelled right.
 */
function wordOfAnEllipsis(error: string): boolean {
  return /^\p{L}+\.+$/u.test(error) && isListedWord(error.replace(/\.+$/u, '').toLowerCase());
}

/** The text from the start of the first word touched to the end of the last one. */
export function wordsAround(text: string, start: number, end: number): string {
  const from = text.slice(0, start).search(/\S*$/u);
  const to = end + (/^\S*/u.exec(text.slice(end))?.[0].length ?? 0);
  return text.slice(from, to);
}
