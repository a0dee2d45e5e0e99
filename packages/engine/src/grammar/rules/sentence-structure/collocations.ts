import { keepCase, type PatternRule, word } from '../../pattern-rule';

export const SENTENCE_STRUCTURE_COLLOCATIONS_RULES: readonly PatternRule[] = [
  {
    id: 'structure.although-already-links-two-clauses',
    category: 'Grammar',
    pattern: /^(Although|Though|Even\s+though)\b([^,;]{3,}),\s*(but)\b/giu,
    explanation: '“Although” already links the two clauses; drop “but”.',
    fix: (match) => `${word(match, 1)}${word(match, 2)},`,
  },
  {
    id: 'structure.before-clause-write-because-because',
    category: 'Grammar',
    pattern: /\b(because\s+of)\s+(I|he|she|we|they)\b/gu,
    explanation: 'Before a clause write “because”; “because of” goes before a noun.',
    fix: (match) => `because ${word(match, 2)}`,
  },
  {
    id: 'structure.despite-goes-before-noun-ing',
    category: 'Grammar',
    pattern:
      /\b(despite|in\s+spite\s+of)\s+(I|he|she|we|they|it|there)\s+(am|is|are|was|were|have|has|had|do|does|did|can|could|will|would)\b/giu,
    explanation: '“Despite” goes before a noun or an -ing form; before a clause write “although”.',
    fix: (match) => `${keepCase(word(match, 1), 'although')} ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    id: 'structure.clause-needs-subject-because-very',
    category: 'Grammar',
    pattern:
      /\b(because|although|though|if)\s+(is|was|are|were)\s+(?=very\b|really\b|so\b|too\b|a\b|an\b|the\b|not\b|more\b|important\b|good\b|bad\b|nice\b|better\b|easy\b|difficult\b|possible\b|impossible\b|necessary\b)/giu,
    explanation: 'A clause needs a subject: “because it is very …”.',
    fix: (match) => `${word(match, 1)} it ${word(match, 2)}`,
  },
  {
    id: 'structure.clause-after-believer-starts-with',
    category: 'Grammar',
    pattern:
      /\b((?:firm|strong|great|big|true)\s+believer)\s+(?=(?:it|they|we|he|she|I|you|this|there|people|everyone)\s+(?:is|are|was|were|can|should|must|will|has|have)\b)/giu,
    explanation: 'A clause after “believer” starts with “that”: “a firm believer that it is right”.',
    fix: (match) => `${word(match, 1)} that `,
  },
];
