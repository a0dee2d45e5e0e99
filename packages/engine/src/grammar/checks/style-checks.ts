import { countWords } from '../../text/words';
import type { SentenceCheck } from '../finding';
import { SENTENCE_END_BEFORE_LOWER_CASE, SENTENCE_END_INSIDE } from '../sentence-ends';

export const LONG_SENTENCE_WORDS = 40;

/**
 * A quotation in double marks, of a few words or more: straight, curly, mismatched ("“…\"") or
 * garbled by a wrong text encoding (`ï¿½`, `�`), since which mark closes it matters less than that
 * the words between are someone else's.
 */
const QUOTATION = /(?:["“]|ï¿½|\uFFFD)(?:(?!["“”]|ï¿½|\uFFFD)[\s\S]){12,}(?:["”]|ï¿½|\uFFFD)/gu;

/**
 * An apostrophe typed as another mark ("don‘t", "it´s") or garbled by a wrong text encoding
 * ("itï¿½s", "it�s"), known by the ending of a contraction or a possessive after it.
 */
const ODD_APOSTROPHE = /(?<=\p{L})(?:ï¿½|\uFFFD|[‘ʼ`´])(?=(?:s|t|d|m|re|ll|ve)(?!\p{L}))/gu;

export const longSentence: SentenceCheck = (sentence) => {
  // A quotation's length is its author's, not the writer's: only the writer's own words count. An
  // odd apostrophe is neither a word break nor a quotation mark.
  const ownWords = sentence.text.replace(ODD_APOSTROPHE, "'").replace(QUOTATION, ' “…” ');
  // The longest of the sentences the text holds, where the splitter ran some together.
  const sentences = ownWords.split(SENTENCE_END_INSIDE).flatMap((part) => part.split(SENTENCE_END_BEFORE_LOWER_CASE));
  const words = Math.max(...sentences.map(countWords));
  if (words <= LONG_SENTENCE_WORDS) return [];
  return [
    {
      ruleId: 'style.long-sentence',
      kind: 'style',
      category: 'Sentence length',
      severity: 'moderate',
      sentence,
      focus: 0,
      error: `A sentence of ${words} words`,
      correction: 'Split it into two or three sentences, one idea each.',
      explanation: `Sentences over ${LONG_SENTENCE_WORDS} words are hard to follow.`,
    },
  ];
};
