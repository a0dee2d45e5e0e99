import { infinitiveOf } from '../../text/word-forms';
import { tagsOfWord } from '../../text/word-tags';
import { OBJECT_ONLY_PRONOUNS } from '../word-classes';
import type { Neighbours } from './slot-fit';
import { isSingularNounOnly } from './slot-fit';
import { wordCount } from './word-frequency';

/**
 * Whether a dictionary word near a misspelling would break the phrase it stands in, so that it
 * cannot be the word the writer meant, however common. Unlike a form the place merely does not
 * take (slot-fit: a learner may write "to went"), these are words no writer puts there: "it
 * thought me a lot" is never meant, "it taught me a lot" is. Such a word neither wins nor stands
 * as a rival to a word that fits; when no word fits, no fix is offered.
 */

const OBJECT_PRONOUNS = new Set<string>(OBJECT_ONLY_PRONOUNS);

/**
 * Verbs that never take a person as their object ("think", "seem", "happen"): a pronoun such as
 * "me" or "them" right after one shows another verb was meant ("taught me", not "thought me").
 * Verbs a learner uses with an object by mistake ("wait me", "listen me") are left out: there the
 * writer still meant the verb and only left out its preposition.
 */
const VERBS_TAKING_NO_PERSON = new Set([
  'think',
  'seem',
  'happen',
  'exist',
  'occur',
  'arrive',
  'belong',
  'die',
  'sleep',
  'go',
  'come',
  'fall',
  'rise',
  'lie',
  'disappear',
  'remain',
]);

/** Adjectives that stand before a pronoun as prepositions do ("near me", "behind them"). */
const PLACE_ADJECTIVES = new Set([
  'near',
  'nearer',
  'behind',
  'opposite',
  'inside',
  'outside',
  'above',
  'below',
  'beneath',
  'underneath',
  'like',
  'unlike',
  'worth',
]);

/**
 * Words seen fewer times than this are often missing from the tagger's lexicon, which then guesses
 * their class: their tags rule out nothing.
 */
const MIN_TAGGED_COUNT = 200;

/** Whether `candidate` cannot stand where the misspelling stands, between its neighbours. */
export function breaksThePhrase(candidate: string, { after }: Neighbours): boolean {
  if (candidate.includes(' ') || after === undefined) return false;
  if (isContractionEndingItsClause(candidate, after)) return true;
  // "the US" is a country, not the pronoun "us".
  return OBJECT_PRONOUNS.has(after.toLowerCase()) && after !== 'US' && takesNoPersonObject(candidate);
}

/** Words whose "'s" is "is" or "has", never an owner's mark ("that's", "there's"). */
const CONTRACTION_HOSTS = new Set(['that', 'what', 'there', 'here', 'who', 'where', 'how', 'it', 'he', 'she']);

/**
 * "… want thats.": "that's" is "that is" or "that has", and neither ends a clause; nor do "they're",
 * "I'll", "we've" or "I'm". A word the writer typed without its apostrophe right before a full stop
 * is another word ("that"). An owner's "'s" may end one ("the bike is John's."), so only the
 * pronouns and question words, which own nothing with "'s", are weighed.
 */
function isContractionEndingItsClause(candidate: string, after: string): boolean {
  if (!/^[.!?]$/u.test(after)) return false;
  const [, host, ending] = /^(\p{L}+)['’](s|re|ll|ve|m|d)$/u.exec(candidate) ?? [];
  if (host === undefined) return false;
  return ending !== 's' || CONTRACTION_HOSTS.has(host);
}

/**
 * Before "me", "him", "us" or "them" stands a verb that takes an object or a preposition ("for
 * me"); a verb that takes none, an adjective ("tough me") or a noun ("a table them") breaks the phrase.
 */
function takesNoPersonObject(word: string): boolean {
  const tags = tagsOfWord(word);
  if (tags.has('Verb')) return VERBS_TAKING_NO_PERSON.has(infinitiveOf(word) ?? word);
  if (tags.has('Preposition') || tags.has('Conjunction') || PLACE_ADJECTIVES.has(word)) return false;
  if (wordCount(word) < MIN_TAGGED_COUNT) return false;
  const adjectiveOnly = tags.has('Adjective') && !tags.has('Adverb') && !tags.has('Noun');
  return adjectiveOnly || isSingularNounOnly(word);
}
