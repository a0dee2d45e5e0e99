import { countWords } from '../../text/words';
import type { SentenceCheck } from '../finding';

export const LONG_SENTENCE_WORDS = 40;

export const longSentence: SentenceCheck = (sentence) => {
  const words = countWords(sentence.text);
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
