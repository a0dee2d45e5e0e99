import { keepCase, type PatternRule, word } from '../../pattern-rule';
import { FINITE_BE, oneOf, wordPattern } from '../../word-classes';

export const WORD_ORDER_BASIC_RULES: readonly PatternRule[] = [
  {
    id: 'word-order.in-indirect-question-subject-comes',
    category: 'Word order',
    pattern: wordPattern(
      'giu',
    )`\b(know|tell|wonder|understand|ask|asked|knows|explain)\s+(what|where|who|how|why|when)\s+(${oneOf(FINITE_BE)})\s+(it|he|she|they|this|that|you|we)(?=\s*[,.!?]|\s*$)`,
    explanation: 'In an indirect question the subject comes before the verb: “I know what it is”.',
    fix: (match) => `${word(match, 1)} ${word(match, 2)} ${word(match, 4)} ${word(match, 3)}`,
  },
  {
    id: 'word-order.we-say-someone-tell-them',
    category: 'Word order',
    pattern: /\b(said)\s+(me|him|us)\b/giu,
    explanation: 'We “say to” someone, or “tell” them: “she told me”.',
    fix: (match) => `${keepCase(word(match, 1), 'told')} ${word(match, 2)}`,
  },
];
