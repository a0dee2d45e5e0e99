import { keepCase, type PatternRule, word } from '../../pattern-rule';

export const WORD_ORDER_NOUN_PHRASES_RULES: readonly PatternRule[] = [
  {
    id: 'word-order.such-comes-before-such-good',
    category: 'Word order',
    pattern: /\b(a|an)\s+(such)\b/giu,
    explanation: '“Such” comes before “a”: “such a good day”.',
    fix: (match) => `${keepCase(word(match, 1), 'such')} a`,
  },
];
