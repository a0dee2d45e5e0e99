import { type PatternRule, word } from '../../pattern-rule';

export const SENTENCE_STRUCTURE_BASIC_RULES: readonly PatternRule[] = [
  {
    id: 'structure.one-negative-enough-i-didnt',
    category: 'Grammar',
    pattern:
      /\b((?:didn't|don't|doesn't|couldn't|can't|wouldn't|won't|wasn't|isn't|weren't|haven't|hasn't|did\s+not|do\s+not|does\s+not|could\s+not|cannot)\s+\p{Ll}+)\s+(nothing|nobody|nowhere)\b/giu,
    explanation: 'One negative is enough: “I didn’t see anything” or “I saw nothing”.',
    fix: (match) =>
      `${word(match, 1)} ${{ nothing: 'anything', nobody: 'anybody', nowhere: 'anywhere' }[word(match, 2).toLowerCase()] ?? word(match, 2)}`,
  },
];
