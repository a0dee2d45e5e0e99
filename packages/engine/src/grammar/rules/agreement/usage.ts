import { before, type PatternRule, word } from '../../pattern-rule';
import { isPlural } from '../lexicon/collocations';
import { BARE_AFTER, THIRD_PERSON_BE } from '../lexicon/usage';

export const AGREEMENT_USAGE_RULES: readonly PatternRule[] = [
  {
    id: 'agreement.everyone-nobody-each-take-singular',
    category: 'Agreement',
    pattern:
      /\b(everyone|everybody|nobody|somebody|someone|anybody|anyone|each\s+of\s+(?:them|us|the\s+\p{Ll}+s))\s+(are|were|have|do|don't)\b/giu,
    explanation: '“Everyone”, “nobody” and “each of” take a singular verb: “everyone is”.',
    fix: (match, sentence) => {
      // "does everyone have", "let everyone do": the verb is a bare infinitive there.
      if (BARE_AFTER.test(before(match, sentence))) return undefined;
      return `${word(match, 1)} ${THIRD_PERSON_BE[word(match, 2).toLowerCase()]}`;
    },
  },
  {
    id: 'agreement.after-there-verb-agrees-with',
    category: 'Agreement',
    pattern:
      /\b(there)\s+(is|was|'s)\s+(a\s+lot\s+of|plenty\s+of|some|so\s+many|too\s+many|a\s+number\s+of|a\s+few|no|more|other)\s+((?:\p{Ll}+\s+)?)(\p{Ll}{3,}s)\b/giu,
    explanation: 'After “there”, the verb agrees with the noun that follows: “there are a lot of people”.',
    fix: (match) => {
      // "there is a lot of news": the noun must be a plural, and a word before it no plural noun itself.
      if (!isPlural(word(match, 5)) || /s\s$/u.test(word(match, 4))) return undefined;
      const verb = word(match, 2).toLowerCase() === 'was' ? 'were' : 'are';
      return `${word(match, 1)} ${verb} ${word(match, 3)} ${word(match, 4)}${word(match, 5)}`;
    },
  },
];
