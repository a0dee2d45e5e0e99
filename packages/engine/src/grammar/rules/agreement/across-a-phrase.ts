import { tagsOfWord } from '../../../text/word-tags';
import { after, before, type PatternRule, word } from '../../pattern-rule';
import {
  ARTICLES,
  BARE_VERBS_NOT_NOUNS,
  DEMONSTRATIVES,
  FINITE_BE,
  FORMS_OF_DO,
  FORMS_OF_HAVE,
  MODALS,
  NEGATIVE_MODALS,
  oneOf,
  PLURAL_VERB,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../../word-classes';
import { thirdPersonOf } from '../lexicon/verb-forms';

/**
 * Subject–verb agreement across the words between: a subject that is singular whatever follows it
 * keeps a singular verb after a phrase that names a group ("everyone in my class likes", "each of
 * the players has", "one of my friends lives", "the number of cars grows"), and an indefinite
 * pronoun's relative clause agrees with the pronoun ("someone who lives"). The verb agrees with the
 * head, not with the nearest noun: any reference grammar's "agreement with a noun phrase".
 */

/** The indefinite pronouns, singular in form and in agreement. */
const INDEFINITE = String.raw`everyone|everybody|someone|somebody|anyone|anybody|nobody|no\s+one`;

/**
 * "each of", "one of", "neither of", "either of", "the number of": singular heads before a plural
 * ("one of my best friends", "the number of cars"), the describing words tried fewest first.
 */
const ONE_OF_A_GROUP = wordPattern(
  'iu',
)`(?:each|one|neither|either|the\s+number)\s+of\s+(?:(?:us|them|you)|(?:(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES, DEMONSTRATIVES)})\s+)?(?:\p{Ll}+\s+){0,2}?(?:\p{Ll}+s|children|people|men|women))`
  .source;

/** "every student", "each kind": one noun after "each" or "every" is singular however it goes on. */
const EACH_ONE = String.raw`(?:each|every)\s+(?!one\b|of\b)\p{Ll}+`;

/**
 * A prepositional phrase of one noun after the subject: "in my class", "from the office", "at
 * school". One noun only: with more words between, which one is the verb is a guess.
 */
const PHRASE = wordPattern(
  'iu',
)`(?:in|at|from|of|on|with|around|near|across|inside|outside|among)\s+(?:(?:${oneOf(POSSESSIVE_DETERMINERS, ARTICLES, DEMONSTRATIVES)})\s+)?\p{Ll}+\s+`
  .source;

const IS_INDEFINITE = new RegExp(`^(?:${INDEFINITE})$`, 'iu');
const IS_EACH_ONE = new RegExp(`^${EACH_ONE}$`, 'iu');

/** "who", with an adverb of frequency or focus between it and its verb. */
const WHO = String.raw`who\s+(?:(?:also|really|always|often|usually|never|still|just|only)\s+)?`;

/**
 * Words before the subject after which its verb is a bare infinitive ("let everyone in the room
 * know", "does anyone in your class speak", "I suggest everyone in the team take").
 */
const BARE_VERB_BEFORE = wordPattern(
  'iu',
)`(?:\b(?:${oneOf(MODALS, NEGATIVE_MODALS, FORMS_OF_HAVE, FORMS_OF_DO)}|let|lets|make|makes|made|help|helps|helped|see|saw|watch|hear|heard|to|not|suggest\p{L}*|recommend\p{L}*|insist\p{L}*|demand\p{L}*|request\p{L}*|propos\p{L}*|important|essential|vital|necessary)|n['’]t|['’]d)\s+(?:that\s+)?$`;

/**
 * A finite verb later in the clause: the word read as the verb was a noun after all ("one of the
 * sports kids play is football", "everyone in the school play was nervous").
 */
const FINITE_VERB_LATER = wordPattern(
  'iu',
)`^[^,.;:!?]*?\b(?:${oneOf(FINITE_BE, FORMS_OF_HAVE, MODALS, NEGATIVE_MODALS)}|does|did|doesn['’]t|didn['’]t)\b`;

/** "like" before these is the preposition: "everyone in a town like ours". */
const LIKE_AS_PREPOSITION = /^\s+(?:ours|mine|yours|theirs|hers|his|this|that|these|those|\p{Lu})/u;

/** The singular form of a present-tense verb that is plural in form, or undefined when it is not one. */
function singularVerb(verb: string, rest: string): string | undefined {
  const lower = verb.toLowerCase();
  const listed = PLURAL_VERB[lower];
  if (listed) return listed;
  if (lower === 'be' || (lower === 'like' && LIKE_AS_PREPOSITION.test(rest))) return undefined;
  const tags = tagsOfWord(lower);
  // "live" is read alone as the adjective; the class of bare verbs that are no nouns lists it.
  const bare = tags.has('Infinitive') || (BARE_VERBS_NOT_NOUNS as readonly string[]).includes(lower);
  if (!bare || tags.has('Modal') || tags.has('Auxiliary')) return undefined;
  return thirdPersonOf(lower);
}

/** Whether the last word of the phrase is read as a noun or a pronoun ("class", "them"). */
function endsInNoun(phrase: string): boolean {
  const last = phrase.trim().split(/\s+/u).pop()?.toLowerCase() ?? '';
  const tags = tagsOfWord(last);
  return (tags.has('Noun') || tags.has('Pronoun')) && !tags.has('Determiner');
}

export const AGREEMENT_ACROSS_A_PHRASE_RULES: readonly PatternRule[] = [
  {
    id: 'agreement.singular-head-across-phrase',
    category: 'Agreement',
    // (everyone | each of the players | the number of cars) (in my class | who)? (verb)
    pattern: new RegExp(
      String.raw`\b(${INDEFINITE}|${ONE_OF_A_GROUP}|${EACH_ONE})\s+(${PHRASE}|${WHO})?(\p{Ll}{2,}(?:n['’]t)?)\b(?!['’-])`,
      'giu',
    ),
    explanation:
      'The verb agrees with the head of its subject, not with the noun just before it: “everyone in my class likes”, “one of my friends lives”, “someone who lives”.',
    fix: (match, sentence) => {
      const between = word(match, 2);
      const isWho = /^who\b/iu.test(between);
      const head = word(match, 1);
      const eachOne = IS_EACH_ONE.test(head);
      // A pronoun or "every student" next to its verb is the simpler rules'; this one reads across words.
      if (between === '' && (eachOne || IS_INDEFINITE.test(head))) return undefined;
      // "one of my friends who live abroad": "who" agrees with the plural noun, rightly.
      if (isWho && !eachOne && !IS_INDEFINITE.test(head)) return undefined;
      // "every day in winter", "each time at home": a noun of time makes the words an adverbial.
      if (eachOne && !endsInNoun(head)) return undefined;
      if (BARE_VERB_BEFORE.test(before(match, sentence))) return undefined;
      if (!isWho && FINITE_VERB_LATER.test(after(match, sentence))) return undefined;
      // The phrase ends in a noun ("in my class"), or the word read as the verb may close the phrase
      // itself ("in a necessary time", "of all time", "in the film").
      if (between !== '' && !isWho && !endsInNoun(between)) return undefined;
      const verb = word(match, 3);
      const singular = singularVerb(verb, after(match, sentence));
      return singular ? `${word(match, 1)} ${between}${singular}` : undefined;
    },
  },
];
