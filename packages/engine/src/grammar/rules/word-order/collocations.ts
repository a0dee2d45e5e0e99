import { type PatternRule, word } from '../../pattern-rule';
import { SUBJECT } from '../lexicon/collocations';

export const WORD_ORDER_COLLOCATIONS_RULES: readonly PatternRule[] = [
  {
    id: 'word-order.very-does-not-go-before',
    category: 'Word order',
    pattern: new RegExp(
      String.raw`\b(${SUBJECT})\s+very\s+(like|love|enjoy|want|liked|loved|enjoyed|likes|loves|enjoys|wanted|hope|appreciate|appreciated)\b`,
      'giu',
    ),
    explanation: '“Very” does not go before a verb: “I really like it” or “I like it very much”.',
    fix: (match) => `${word(match, 1)} really ${word(match, 2)}`,
  },
];
