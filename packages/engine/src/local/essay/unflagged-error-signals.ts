import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';
import { countOf, verbFor } from '../wording';

/** Words of two letters or more, to tell all-capitals writing from a name or "I". */
const LONGER_WORD = /\p{L}{2,}/gu;
const CAPITALS_ONLY = /^\p{Lu}+$/u;
/** More than half the words in capitals: the writing is in capitals, not a word stressed here and there. */
const CAPITALS_SHARE = 0.5;
/**
 * A sentence this long is nearly always several sentences joined without a full stop in a
 * student's writing; the grammar checker reads sentence by sentence and does not flag it.
 */
const RUN_ON_WORDS = 50;

/**
 * Signs, independent of the grammar checker, that a text holds errors the checker does not flag:
 * writing in capitals and sentences that run on. Each is told to the writer, and while any holds,
 * a low count of flagged errors is no sign of clean writing.
 */
export function unflaggedErrorSignals(sentences: readonly Sentence[]): string[] {
  const words = sentences.flatMap((sentence) => matchesOf(LONGER_WORD, sentence.text).map((match) => match[0]));
  const capitals = words.filter((word) => CAPITALS_ONLY.test(word)).length;
  const runOns = runOnLengths(sentences);
  return [
    words.length > 0 && capitals / words.length > CAPITALS_SHARE
      ? 'Most of the text is written in capital letters: use small letters, with a capital only to begin a sentence or a name.'
      : '',
    runOns.length > 0
      ? `${countOf(runOns.length, 'sentence')} ${verbFor(runOns.length, 'runs', 'run')} on for ${runOns.length === 1 ? '' : 'up to '}${Math.max(...runOns)} words without a full stop: split ${runOns.length === 1 ? 'it' : 'them'} into sentences.`
      : '',
  ].filter(Boolean);
}

/** The length in words of each sentence that runs on. */
export function runOnLengths(sentences: readonly Sentence[]): number[] {
  return sentences.map((sentence) => countWords(sentence.text)).filter((count) => count > RUN_ON_WORDS);
}
