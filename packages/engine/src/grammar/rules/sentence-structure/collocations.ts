import { type PatternRule, word } from '../../pattern-rule';
import { FINITE_BE, oneOf, wordPattern } from '../../word-classes';

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
    id: 'structure.clause-needs-subject-because-very',
    category: 'Grammar',
    pattern: wordPattern(
      'giu',
    )`\b(because|although|though|if)\s+(${oneOf(FINITE_BE)})\s+(?=very\b|really\b|so\b|too\b|a\b|an\b|the\b|not\b|more\b|important\b|good\b|bad\b|nice\b|better\b|easy\b|difficult\b|possible\b|impossible\b|necessary\b)`,
    explanation: 'A clause needs a subject: “because it is very …”.',
    fix: (match) => `${word(match, 1)} it ${word(match, 2)}`,
  },
];
