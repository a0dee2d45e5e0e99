import { tagsOfWord } from '../../../text/word-tags';
import { type PatternRule, word } from '../../pattern-rule';
import { SUPERLATIVES } from '../lexicon/collocations';

const isComparative = (candidate: string): boolean =>
  /^(?:more|less|rather)$/iu.test(candidate) || tagsOfWord(candidate.toLowerCase()).has('Comparative');

export const COMPARISONS_COLLOCATIONS_RULES: readonly PatternRule[] = [
  {
    id: 'comparison.best-already-superlative-most-one',
    category: 'Comparison',
    pattern: new RegExp(String.raw`\b(most|more)\s+(${SUPERLATIVES})\b`, 'giu'),
    explanation: '“Best” is already a superlative; “most” is one too many.',
    fix: (match) => word(match, 2),
  },
  {
    id: 'comparison.comparison-with-as-as-keeps',
    category: 'Comparison',
    pattern: /\b(as)\s+(\p{Ll}+)\s+(than)\b/giu,
    explanation: 'A comparison with “as … as” keeps “as”: “as big as”.',
    // "saw it as more than a hobby", "rated as better than": "as" before a comparative is the "as"
    // of "see X as …", and "than" belongs to the comparative.
    fix: (match) => (isComparative(word(match, 2)) ? undefined : `${word(match, 1)} ${word(match, 2)} as`),
  },
  {
    id: 'comparison.we-say-same-as',
    category: 'Comparison',
    pattern: /\b(the\s+same)\s+(like|than)\b/giu,
    explanation: 'We say “the same as”.',
    fix: (match) => `${word(match, 1)} as`,
  },
  {
    id: 'comparison.we-say-similar-different-from',
    category: 'Comparison',
    pattern: /\b(similar|different)\s+(than|like)\b/giu,
    explanation: 'We say “similar to” and “different from”.',
    fix: (match) => `${word(match, 1)} ${word(match, 1).toLowerCase() === 'similar' ? 'to' : 'from'}`,
  },
];
