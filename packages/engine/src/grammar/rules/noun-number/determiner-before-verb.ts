import { tagsOfWord } from '../../../text/word-tags';
import { after, before, type PatternRule, word } from '../../pattern-rule';
import {
  BARE_VERBS_NOT_NOUNS,
  FINITE_BE,
  FORMS_OF_DO,
  FORMS_OF_HAVE,
  MODALS,
  NEGATIVE_MODALS,
  oneOf,
  wordPattern,
} from '../../word-classes';
import { isDescribingWord, pluralOfListed, singularOfCountable } from '../lexicon/noun-phrases';

/**
 * A determiner and its noun agree in number. Where the noun is followed by a verb, the noun is the
 * head of its phrase and not a word describing the next noun ("a sports car", "those student loans"),
 * so the clash of number is an error for certain.
 */

/** An auxiliary after the noun: "each students has", "many student are". */
const AUXILIARY = wordPattern(
  'iu',
)`^(?:${oneOf(FINITE_BE, FORMS_OF_HAVE, FORMS_OF_DO, MODALS, NEGATIVE_MODALS)}|don't|doesn't|didn't)$`;

/**
 * A verb after the noun, which makes the noun the head of the subject: an auxiliary, a past tense
 * that is no describing word ("came"), or a base verb that is no noun ("come", "know"). A base form
 * read alone as a verb may be a noun the first one describes ("a sports club", "a students guide").
 */
function isVerbAfterSubject(next: string): boolean {
  const lower = next.toLowerCase();
  if (AUXILIARY.test(lower) || BARE_VERBS_NOT_NOUNS.includes(lower as (typeof BARE_VERBS_NOT_NOUNS)[number]))
    return true;
  const tags = tagsOfWord(lower);
  return tags.has('PastTense') && !tags.has('Noun') && !tags.has('Adjective') && !tags.has('Participle');
}

/** The word after the match, if any. */
const nextWord = (match: RegExpMatchArray, sentence: string): string =>
  /^\s+(\p{L}+(?:['’]t)?)/u.exec(after(match, sentence))?.[1] ?? '';

/** Words of amount that stand between a determiner and a plural noun: "another two weeks", "every few days". */
const AMOUNT =
  /^(?:few|several|many|couple|dozen|hundred|thousand|million|billion|two|three|four|five|six|seven|eight|nine|ten|twenty|\d+)$/u;

/**
 * "this" opening its clause, where it can only be the subject's determiner ("This students are",
 * "because this students are"); after other words it may be a pronoun closing a phrase before the
 * next subject ("by doing this students learn", "without this teachers would struggle").
 */
const THIS_OPENS_CLAUSE =
  /(?:^|[,;:.!?"“(]|\b(?:and|but|or|so|that|because|when|if|although|though|while|since|where|why|how|whether|then))\s*$/iu;

/** A describing word between the determiner and the noun, which must be one ("a good friend"). */
function describes(describing: string): boolean {
  return describing === '' || (!AMOUNT.test(describing) && isDescribingWord(describing));
}

export const NOUN_NUMBER_DETERMINER_BEFORE_VERB_RULES: readonly PatternRule[] = [
  {
    id: 'noun-number.singular-determiner-plural-noun',
    category: 'Noun number',
    pattern: /\b(an?|each|every|another|this)\s+((?:\p{Ll}+\s+)?)(\p{Ll}{3,}s)\b(?!['’])/giu,
    explanation:
      '“A”, “each”, “every” and “another” go with one thing (“each student has”); “this” becomes “these” before a plural.',
    fix: (match, sentence) => {
      const determiner = word(match, 1);
      const describing = word(match, 2).trim().toLowerCase();
      if (!describes(describing) || !isVerbAfterSubject(nextWord(match, sentence))) return undefined;
      const prior = before(match, sentence);
      // "There a books": "a" written for "are", not an article.
      if (/^an?$/iu.test(determiner) && /\b(?:there|they|we|you|these|those)\s+$/iu.test(prior)) return undefined;
      const plural = word(match, 3).toLowerCase();
      const singular = singularOfCountable(plural);
      if (!singular) return undefined;
      if (/^this$/iu.test(determiner)) {
        if (!THIS_OPENS_CLAUSE.test(prior)) return undefined;
        return `${determiner === 'This' ? 'These' : 'these'} ${word(match, 2)}${word(match, 3)}`;
      }
      return `${determiner} ${word(match, 2)}${singular}`;
    },
  },
  {
    id: 'noun-number.plural-determiner-singular-noun',
    category: 'Noun number',
    // The describing word is tried last: "many student come" reads "student" as the noun.
    pattern: /\b(many|several|few|both|these|those|various|numerous)\s+((?:\p{Ll}+\s+)??)(\p{Ll}{3,})\b(?!['’])/giu,
    explanation: 'After “many”, “few”, “both” and “these”, a countable noun is plural: “many students come”.',
    fix: (match, sentence) => {
      const describing = word(match, 2).trim().toLowerCase();
      if (!describes(describing) || !isVerbAfterSubject(nextWord(match, sentence))) return undefined;
      // "many a student has": one at a time, rightly singular.
      if (/^an?$/u.test(describing)) return undefined;
      const plural = pluralOfListed(word(match, 3).toLowerCase());
      return plural ? `${word(match, 1)} ${word(match, 2)}${plural}` : undefined;
    },
  },
];
