import { before, type PatternRule, word } from '../../pattern-rule';
import { ARTICLES, oneOf, wordPattern } from '../../word-classes';

export const NOUN_NUMBER_USAGE_RULES: readonly PatternRule[] = [
  {
    id: 'noun-number.after-word-for-more-than',
    category: 'Noun number',
    pattern:
      /\b(different|various|many|several|numerous|all|both|two|three|four|five|six|other)\s+(kind|type|sort)\s+(of)\b/giu,
    explanation: 'After a word for more than one, “kind” is plural: “different kinds of”.',
    fix: (match, sentence) =>
      wordPattern('iu')`\b(?:${oneOf(ARTICLES)}|one|every|each|any|this|that)\s+$`.test(before(match, sentence))
        ? undefined
        : `${word(match, 1)} ${word(match, 2)}s of`,
  },
];
