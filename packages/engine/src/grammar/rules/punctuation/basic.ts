import type { PatternRule } from '../../pattern-rule';

export const PUNCTUATION_BASIC_RULES: readonly PatternRule[] = [
  {
    id: 'punctuation.question-ends-with-question-mark',
    category: 'Punctuation',
    pattern:
      /(?<=^(?:what|where|when|why|how|who|which)\s+(?:do|does|did|would|could|can|will|should|is|are|was|were|have|has)\s+(?:you|he|she|they|we|it|I|there|your|my|the|this|that)\b[^?,;:]*\p{L})\.$/giu,
    explanation: 'A question ends with a question mark.',
    fix: () => '?',
  },
];
