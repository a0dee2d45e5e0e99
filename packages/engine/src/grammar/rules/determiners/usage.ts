import { keepCase, type PatternRule, word } from '../../pattern-rule';
import { isPlural } from '../lexicon/collocations';
import { OWN_NOUN_PHRASE } from '../lexicon/usage';

export const DETERMINERS_USAGE_RULES: readonly PatternRule[] = [
  {
    id: 'determiner.before-plural-noun-with-no',
    category: 'Determiner',
    pattern: /\b(most|many|some|all|few|several)\s+of\s+(\p{Ll}{3,}s)\b(?!['’])/giu,
    explanation: 'Before a plural noun with no determiner there is no “of”: “most people”, or “most of the people”.',
    fix: (match) => {
      const noun = word(match, 2);
      if (OWN_NOUN_PHRASE.test(noun) || !isPlural(noun)) return undefined;
      return `${word(match, 1)} ${noun}`;
    },
  },
  {
    id: 'determiner.other-before-noun-has-no',
    category: 'Determiner',
    pattern: /\b(others)\s+(\p{Ll}{3,})\b/giu,
    explanation: '“Other” before a noun has no -s: “other people”.',
    fix: (match) => (isPlural(word(match, 2)) ? `${keepCase(word(match, 1), 'other')} ${word(match, 2)}` : undefined),
  },
  {
    id: 'determiner.life-in-general-takes-no',
    category: 'Determiner',
    pattern:
      /\b(in|of|enjoy|enjoying|appreciate|love|about|improve|improves|change|changes|make|makes|making)\s+(the)\s+(life)\b(?!\s+(?:of|that|which|who|we|I|you|he|she|they|it|in|on|at|as|for|expectancy|cycle|span|style|story|with|from|to|there|here|where|when|before|after|outside|inside|-))/giu,
    explanation: '“Life” in general takes no “the”: “later in life”, “enjoy life”.',
    fix: (match) => `${word(match, 1)} ${word(match, 3)}`,
  },
];
