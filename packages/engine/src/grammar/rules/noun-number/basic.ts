import nlp from 'compromise';
import { before, keepCase, type PatternRule, word } from '../../pattern-rule';
import { oneOf, POSSESSIVE_DETERMINERS, wordPattern } from '../../word-classes';
import { isPluralNoun, NOT_COUNTED_NOUN, pluralOf, UNCOUNTABLE_PLURALS } from '../lexicon/basic';

export const NOUN_NUMBER_BASIC_RULES: readonly PatternRule[] = [
  {
    id: 'noun-number.after-this-word-noun-plural',
    category: 'Noun number',
    pattern: /\b(both)\s+(\p{Ll}+)\b(?!\s+and\b)/gu,
    explanation: 'After this word the noun is plural.',
    fix: (match) => {
      const plural = countedPlural(word(match, 2));
      return plural ? `${word(match, 1)} ${plural}` : undefined;
    },
  },
  {
    id: 'noun-number.every-each-go-with-singular',
    category: 'Noun number',
    pattern: /\b(every|each)\s+(\p{Ll}+s)\b/gu,
    explanation: '“Every” and “each” go with a singular noun.',
    fix: (match) => {
      const noun = word(match, 2);
      if (!isPluralNoun(noun)) return undefined;
      const singular = nlp(noun).nouns().toSingular().text();
      return singular && singular !== noun ? `${word(match, 1)} ${singular}` : undefined;
    },
  },
  {
    id: 'noun-number.one-picks-from-several-noun',
    category: 'Noun number',
    pattern: wordPattern(
      'gu',
    )`\b(one\s+of\s+(?:${oneOf(POSSESSIVE_DETERMINERS)}|the)\s+(?:(?:best|favourite|favorite|closest|biggest|most\s+\p{L}+)\s+)?)(\p{Ll}+)(?=\s+(?:is|was|has|who|that|which|and|in|at)\b|\s*[,.!?])`,
    explanation: '“One of” picks from several: the noun after it is plural.',
    fix: (match) => {
      const plural = countedPlural(word(match, 2));
      return plural ? `${word(match, 1)}${plural}` : undefined;
    },
  },
  {
    id: 'noun-number.this-noun-has-no-plural',
    category: 'Noun number',
    pattern: new RegExp(String.raw`\b${UNCOUNTABLE_PLURALS}\b`, 'giu'),
    explanation: 'This noun has no plural: “information”, “advice”, “homework”.',
    fix: (match) => match[0].slice(0, -1),
  },
  {
    id: 'noun-number.with-plural-noun-write-many',
    category: 'Noun number',
    pattern: /\b(much)\s+(people|friends|things|students|children|cars|books|countries|places|problems)\b/giu,
    explanation: 'With a plural noun, write “many”, not “much”.',
    // "when phones are used too much people forget": "too much" ends the clause before it, and
    // "people" opens the next; only after "be", "have" or "there" does it count the people.
    fix: (match, sentence) =>
      MUCH_OF_THE_VERB_BEFORE.test(before(match, sentence))
        ? undefined
        : `${keepCase(word(match, 1), 'many')} ${word(match, 2)}`,
  },
];

/** "used too much people …": a word other than "be", "have", "there" or "with" before "too/so much". */
const MUCH_OF_THE_VERB_BEFORE =
  /\b(?!(?:is|are|was|were|be|been|being|am|have|has|had|having|there|with|and|or|of|for|get|got)\s)\p{L}+\s+(?:too|so|very)\s+$/iu;

/** The plural of a noun counted one by one ("city" → "cities"); none for a word of amount or group ("dozen", "team"). */
const countedPlural = (noun: string): string | undefined => (NOT_COUNTED_NOUN.test(noun) ? undefined : pluralOf(noun));
