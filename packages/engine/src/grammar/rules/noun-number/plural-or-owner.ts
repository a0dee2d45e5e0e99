import { tagsOfWord } from '../../../text/word-tags';
import {
  ARTICLES,
  DEMONSTRATIVES,
  FINITE_BE,
  FORMS_OF_HAVE,
  MODALS,
  OBJECT_ONLY_PRONOUNS,
  POSSESSIVE_DETERMINERS,
} from '../../word-classes';

/**
 * "childrens", "peoples": a learner's plural with an extra -s stands either for the plural ("the
 * childrens play outside") or for the possessive with its apostrophe left out ("the childrens
 * toys"). Which one the writer meant is read from the words after it.
 */
export type PluralOrOwner = 'plural' | 'owner' | 'unsure';

/** Verbs in -s that are no noun: after a plural they are still verbs, however wrong. */
const VERB_ONLY_IN_S = /^(?:is|was|has|does|goes|says)$/u;

/**
 * Words that carry on a clause after its subject: a finite "be" or "have", a modal, or "of" (a
 * noun's phrase, "the view of"). After the word that follows "childrens", they show that word
 * was a noun the children own ("childrens future matters", "peoples view of money").
 */
const AFTER_OWNED_NOUN = new Set<string>([...FINITE_BE, ...FORMS_OF_HAVE, ...MODALS, 'of']);

/** Words that open a verb's object: after the word that follows "childrens", that word was a verb. */
const OBJECT_OPENERS = new Set<string>([
  ...ARTICLES,
  ...DEMONSTRATIVES,
  ...POSSESSIVE_DETERMINERS,
  ...OBJECT_ONLY_PRONOUNS,
  'it',
  'you',
  'some',
  'many',
  'more',
]);

/** The plural or the possessive, read from the word after the learner's plural and the one after that. */
export function pluralOrOwner(rest: string): PluralOrOwner {
  const [, next, then] = /^\s+(\p{Ll}+)(?:\s+(\p{Ll}+))?/u.exec(rest) ?? [];
  if (next === undefined || VERB_ONLY_IN_S.test(next)) return 'plural';
  const tags = tagsOfWord(next);
  // A noun that is no verb ("childhood", "health"), or a noun in -s no plural subject takes as its verb ("lives").
  if (tags.has('Noun') && !tags.has('Verb')) return 'owner';
  if (/[^s]s$/u.test(next) && (tags.has('PresentTense') || tags.has('Plural'))) return 'owner';
  // A word of a closed class ("and", "in", "who") or a verb that is no noun ("played", "were",
  // "playing") follows a plural, never an owner.
  const bareForm = tags.has('Infinitive') || tags.has('Adjective') || (tags.has('PresentTense') && !tags.has('Gerund'));
  if (!bareForm) return 'plural';
  // "view", "future", "play": a noun, a verb or an adjective by its letters; the next word tells.
  if (then !== undefined && (AFTER_OWNED_NOUN.has(then) || isVerbInS(then))) return 'owner';
  if (then === undefined || OBJECT_OPENERS.has(then)) return 'plural';
  return 'unsure';
}

/** "matters", "seems": a verb in -s, which a plural subject never takes and a noun it owns does. */
function isVerbInS(word: string): boolean {
  const tags = tagsOfWord(word);
  return /[^s]s$/u.test(word) && tags.has('PresentTense') && !tags.has('Noun') && !VERB_ONLY_IN_S.test(word);
}
