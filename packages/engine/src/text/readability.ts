import { syllable } from 'syllable';
import { wordsOf } from './words';

export interface Readability {
  words: number;
  sentences: number;
  syllables: number;
  /** Flesch–Kincaid grade level: the US school grade that reads the text comfortably. */
  grade: number;
  /** Flesch reading ease: 100 very easy, 0 very hard. */
  readingEase: number;
}

/** Flesch–Kincaid formulas over the given sentences. */
export function readabilityOf(sentences: readonly string[]): Readability {
  let words = 0;
  let syllables = 0;
  let counted = 0;
  // Counting syllables is the slow part, and most words of a text recur.
  const syllablesOf = new Map<string, number>();
  for (const sentence of sentences) {
    const sentenceWords = wordsOf(sentence);
    if (sentenceWords.length === 0) continue;
    counted++;
    words += sentenceWords.length;
    for (const word of sentenceWords) {
      let count = syllablesOf.get(word);
      if (count === undefined) {
        count = Math.max(1, syllable(word));
        syllablesOf.set(word, count);
      }
      syllables += count;
    }
  }
  if (words === 0) return { words: 0, sentences: 0, syllables: 0, grade: 0, readingEase: 100 };
  const wordsPerSentence = words / counted;
  const syllablesPerWord = syllables / words;
  return {
    words,
    sentences: counted,
    syllables,
    grade: roundTo(0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59, 1),
    readingEase: roundTo(206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord, 1),
  };
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
