import type { PatternRule } from '../../pattern-rule';

export const PUNCTUATION_COLLOCATIONS_RULES: readonly PatternRule[] = [
  {
    id: 'punctuation.question-ends-with-question-mark-2',
    category: 'Punctuation',
    pattern:
      /^(?:Do|Does|Did|Can|Could|Will|Would|Should|Is|Are|Was|Were|Have|Has|Shall)\s+(?:you|he|she|they|we|it|I|there|your|my|the|this|that)\b[^?,;:]*\p{L}(\.)$/gu,
    explanation: 'A question ends with a question mark.',
    fix: () => '?',
  },
];
