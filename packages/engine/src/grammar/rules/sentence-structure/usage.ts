import { type PatternRule, word } from '../../pattern-rule';

export const SENTENCE_STRUCTURE_USAGE_RULES: readonly PatternRule[] = [
  {
    id: 'structure.when-have-means-own-its',
    category: 'Grammar',
    pattern: /\b(I|we|you|they|he|she|it)\s+(have|has)\s+(not)\s+(a|an|any|enough|many|much)\b/gu,
    explanation: 'When “have” means “own”, its negative takes “do”: “I don’t have a car”.',
    fix: (match) => {
      const third = /^(?:he|she|it)$/iu.test(word(match, 1));
      if (third !== (word(match, 2).toLowerCase() === 'has')) return undefined;
      return `${word(match, 1)} ${third ? "doesn't" : "don't"} have ${word(match, 4)}`;
    },
  },
];
