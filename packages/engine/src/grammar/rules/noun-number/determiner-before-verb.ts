import { tagsOfWord } from '../../../text/word-tags';
import { after, type PatternRule, word } from '../../pattern-rule';
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
import { isDescribingWord, pluralOfListed } from '../lexicon/noun-phrases';

/**
 * A plural determiner takes a plural noun. Where the noun is followed by a verb, the noun is the
 * head of its phrase and not a word describing the next noun ("those student loans"), so a singular
 * noun there is an error for certain.
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

/** Words of amount, which are no describing word of the noun: "those few days", "many hundred years". */
const AMOUNT =
  /^(?:few|several|many|couple|dozen|hundred|thousand|million|billion|two|three|four|five|six|seven|eight|nine|ten|twenty|\d+)$/u;

/** A describing word between the determiner and the noun, which must be one ("many young student"). */
function describes(describing: string): boolean {
  return describing === '' || (!AMOUNT.test(describing) && isDescribingWord(describing));
}

export const NOUN_NUMBER_DETERMINER_BEFORE_VERB_RULES: readonly PatternRule[] = [
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
