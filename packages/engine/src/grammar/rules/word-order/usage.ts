import { before, type PatternRule, word } from '../../pattern-rule';

export const WORD_ORDER_USAGE_RULES: readonly PatternRule[] = [
  {
    id: 'word-order.mid-position-adverb-goes-after',
    category: 'Word order',
    pattern: /\b(also|often|usually|sometimes|already)\s+(will|can|could|should|must)\b/giu,
    explanation: 'A mid-position adverb goes after the modal: “it will also help”.',
    fix: (match, sentence) =>
      /\b(?:and|but|or|only)\s+$/iu.test(before(match, sentence)) ? undefined : `${word(match, 2)} ${word(match, 1)}`,
  },
];
