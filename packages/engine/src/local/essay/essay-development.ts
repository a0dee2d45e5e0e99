import type { Sentence } from '../../text/sentences';
import { wordsOf } from '../../text/words';
import { scoreBetween } from '../score';
import type { LevelExpectations } from './essay-expectations';

export interface Development {
  /** How far the ideas are developed, 0–100. */
  score: number;
  /** How varied and precise the vocabulary is, 0–100. */
  vocabularyScore: number;
  /** Different words used: how much the essay says, not how often it repeats itself. */
  distinctWords: number;
  /** Share of words of seven letters or more. */
  longWordShare: number;
}

const LONG_WORD_LETTERS = 7;
/** Share of long words at which vocabulary scores 0 and 100: plain everyday words to academic ones. */
const LONG_WORD_SHARE: readonly [number, number] = [0.08, 0.2];

/**
 * Development judged by the range of words the essay uses. Distinct words grow with length but
 * reward new content over repetition; each extra word counts for less the longer the essay
 * already is (hence the logarithm).
 */
export function essayDevelopment(sentences: readonly Sentence[], level: LevelExpectations): Development {
  const words = sentences.flatMap((sentence) => wordsOf(sentence.text));
  const distinctWords = new Set(words).size;
  const longWordShare =
    words.length === 0 ? 0 : words.filter((word) => word.length >= LONG_WORD_LETTERS).length / words.length;
  const [low, high] = level.vocabularyRange;
  return {
    score: scoreBetween(Math.log(Math.max(1, distinctWords)), Math.log(low), Math.log(high)),
    vocabularyScore: scoreBetween(longWordShare, LONG_WORD_SHARE[0], LONG_WORD_SHARE[1]),
    distinctWords,
    longWordShare,
  };
}
