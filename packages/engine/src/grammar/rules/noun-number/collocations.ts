import nlp from 'compromise';
import { before, keepCase, type PatternRule, word } from '../../pattern-rule';
import { FINITE_BE, oneOf, POSSESSIVE_DETERMINERS, wordPattern } from '../../word-classes';
import { isPlural, PLURAL_OF_UNCOUNTABLE, UNCOUNTABLE } from '../lexicon/collocations';
import { pluralOrOwner } from './plural-or-owner';

/** Plurals with no -s of their own, which learners write with one ("childrens") for the plural or the possessive. */
const IRREGULAR_PLURAL_WITH_S = /^(?:childrens|peoples|womens|mens)$/u;

export const NOUN_NUMBER_COLLOCATIONS_RULES: readonly PatternRule[] = [
  {
    id: 'noun-number.this-noun-already-plural-has',
    category: 'Noun number',
    pattern: new RegExp(String.raw`\b(${PLURAL_OF_UNCOUNTABLE})\b(?!['’])`, 'gu'),
    explanation:
      'This noun is already plural or has no plural: “children”, “people”, “scenery”; before a noun they own, add ’s (“children’s books”).',
    fix: (match, sentence) => {
      const lower = match[0].toLowerCase();
      const fixed: Record<string, string> = {
        childrens: 'children',
        peoples: 'people',
        womens: 'women',
        mens: 'men',
        sceneries: 'scenery',
        vocabularies: 'vocabulary',
        machineries: 'machinery',
        jewelleries: 'jewellery',
        jewelries: 'jewelry',
        rubbishes: 'rubbish',
        progresses: 'progress',
      };
      const rest = sentence.slice((match.index ?? 0) + match[0].length);
      const plural = fixed[lower] ?? lower.replace(/s$/u, '');
      if (!IRREGULAR_PLURAL_WITH_S.test(lower)) return plural;
      const reading = pluralOrOwner(rest);
      // "the peoples of Europe" are nations; "the peoples voices" still own what follows.
      if (
        lower === 'peoples' &&
        reading !== 'owner' &&
        (/\bthe\s+$/iu.test(before(match, sentence)) || /^\s+of\b/u.test(rest))
      )
        return undefined;
      if (reading === 'owner') return `${plural}'s`;
      // "peoples need": "people need" and "people's need" both read; the writer is shown both.
      return reading === 'unsure'
        ? `Check which was meant: “${plural}” (the plural) or “${plural}’s” (what they own).`
        : plural;
    },
  },
  {
    id: 'noun-number.this-noun-cannot-be-counted',
    category: 'Noun number',
    pattern: new RegExp(String.raw`\b(many|several|few|a\s+few|these|those|number\s+of)\s+(${UNCOUNTABLE})\b`, 'giu'),
    explanation: 'This noun cannot be counted: “a lot of information”, “much advice”, “some news”.',
    fix: (match) => {
      const quantifier = word(match, 1).toLowerCase();
      if (/^(?:these|those)$/u.test(quantifier) && word(match, 2).toLowerCase() === 'news') return undefined;
      if (quantifier === 'number of') return `amount of ${word(match, 2)}`;
      const replacement = /^(?:these|those)$/u.test(quantifier)
        ? quantifier === 'these'
          ? 'this'
          : 'that'
        : quantifier.includes('few')
          ? 'a little'
          : 'a lot of';
      return `${keepCase(word(match, 1), replacement)} ${word(match, 2)}`;
    },
  },
  {
    id: 'noun-number.with-plural-noun-write-many-2',
    category: 'Noun number',
    pattern: /\b(much|less)\s+(\p{Ll}{3,}s)\b/giu,
    explanation: 'With a plural noun, write “many” or “fewer”, not “much” or “less”.',
    fix: (match, sentence) => {
      const noun = word(match, 2).toLowerCase();
      if (
        !isPlural(noun) ||
        /^(?:news|series|species|means|physics|politics|economics|mathematics|maths|athletics|gymnastics|clothes|thanks|sometimes|always|times|was|has|is|does|goes)$/u.test(
          noun,
        )
      )
        return undefined;
      // "as much" / "so much" stay with a verb: "they rely on us as much", "much loves".
      if (/\b(?:very|how|too|so|as)\s+$/iu.test(before(match, sentence)) && word(match, 1).toLowerCase() === 'less')
        return undefined;
      return `${keepCase(word(match, 1), word(match, 1).toLowerCase() === 'much' ? 'many' : 'fewer')} ${word(match, 2)}`;
    },
  },
  {
    id: 'noun-number.each-picks-from-several-noun',
    category: 'Noun number',
    pattern: wordPattern(
      'giu',
    )`\b(each|every|either|neither)\s+(of\s+(?:${oneOf(POSSESSIVE_DETERMINERS)}|the|these|those)\s+)(\p{Ll}+)\b(?=\s+(?:${oneOf(FINITE_BE)}|has|have|should|can|will|must|who|in|at|and)\b|\s*[,.!?])`,
    explanation: '“Each of” picks from several: the noun after it is plural (“each of the students”).',
    fix: (match) => {
      const noun = word(match, 3);
      const plural =
        nlp(noun).has('#Singular') && !nlp(noun).has('#Uncountable') ? nlp(noun).nouns().toPlural().text() : undefined;
      return plural && plural !== noun ? `${word(match, 1)} ${word(match, 2)}${plural}` : undefined;
    },
  },
  {
    id: 'noun-number.before-noun-age-hyphenated-adjective',
    category: 'Noun number',
    pattern:
      /\b((?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)[\s-]years?[\s-]old)\s+(man|woman|boy|girl|child|son|daughter|brother|sister|student|person|kid|dog|cat|house|car|building)\b/giu,
    explanation: 'Before a noun, an age is a hyphenated adjective with “year” in the singular: “a ten-year-old boy”.',
    fix: (match) => {
      const age = word(match, 1).replace(/[\s-]years?[\s-]old$/iu, '');
      const fixed = `${age}-year-old`;
      return fixed === word(match, 1) ? undefined : `${fixed} ${word(match, 2)}`;
    },
  },
];
