import { keepCase, type PatternRule, word } from '../../pattern-rule';

export const SPELLING_BASIC_RULES: readonly PatternRule[] = [
  {
    id: 'spelling.nowadays-one-word',
    category: 'Spelling',
    pattern: /\b(now)\s+(days)\b/giu,
    explanation: '“Nowadays” is one word.',
    fix: (match) => keepCase(word(match, 1), 'nowadays'),
  },
];
