import { before, type PatternRule, word } from '../pattern-rule';
import { objectBeforeSubject, REFLEXIVE_OF_SUBJECT } from './lexicon/usage';

export const PRONOUNS_RULES: readonly PatternRule[] = [
  {
    id: 'pronoun.make-find-need-before-adjective',
    category: 'Pronoun',
    pattern:
      /\b(make|makes|made|making|find|finds|found)\s+(easy|easier|possible|impossible|difficult|hard|harder|necessary|more\s+difficult)\s+(to|for)\b/giu,
    explanation: '“Make” and “find” need “it” before the adjective: “it makes it easy to travel”.',
    fix: (match) => `${word(match, 1)} it ${word(match, 2)} ${word(match, 3)}`,
  },
  {
    id: 'pronoun.enjoy-needs-object-we-enjoyed',
    category: 'Pronoun',
    pattern:
      /\b(I|you|we|they|he|she)\s+((?:really\s+|all\s+|both\s+)?)(enjoy|enjoyed|enjoys)(?=\s*[.!]|\s*$|\s+(?:a\s+lot|very\s+much|so\s+much|there|here|with|between|together)\b)/giu,
    explanation: '“Enjoy” needs an object: “we enjoyed ourselves”, “I enjoyed it”.',
    fix: (match, sentence) =>
      objectBeforeSubject(before(match, sentence))
        ? undefined
        : `${word(match, 1)} ${word(match, 2)}${word(match, 3)} ${REFLEXIVE_OF_SUBJECT[word(match, 1).toLowerCase()]}`,
  },
];
