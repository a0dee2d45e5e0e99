import type { PatternRule } from '../../pattern-rule';
import { FINITE_BE, FORMS_OF_DO, oneOf, wordPattern } from '../../word-classes';

export const PUNCTUATION_BASIC_RULES: readonly PatternRule[] = [
  {
    id: 'punctuation.question-ends-with-question-mark',
    category: 'Punctuation',
    pattern: wordPattern(
      'giu',
    )`(?<=^(?:what|where|when|why|how|who|which)\s+(?:${oneOf(FINITE_BE, FORMS_OF_DO)}|would|could|can|will|should|have|has)\s+(?:you|he|she|they|we|it|I|there|your|my|the|this|that)\b[^?,;:]*\p{L})\.$`,
    explanation: 'A question ends with a question mark.',
    fix: () => '?',
  },
];
