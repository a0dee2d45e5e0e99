import { tagsOfWord } from '../../../text/word-tags';

/**
 * Verbs of the weather take only the empty subject "it" ("it snows", "it rained"); after "he" or
 * "she" the word is the noun of a garbled phrase ("she snow" for "the snow"), so no -s mends it.
 */
const WEATHER_VERB = /^(?:rain|snow|hail|sleet|drizzle|thunder|pour)$/u;

export const isWeatherVerbAfterPerson = (pronoun: string, verb: string): boolean =>
  /^(?:he|she)$/iu.test(pronoun) && WEATHER_VERB.test(verb.toLowerCase());

/**
 * The word after the candidate verb is a finite verb of its own ("she snow melts", "he dog barked"):
 * the candidate is then a noun heading the subject, not the pronoun's verb, and an -s on it would
 * yield nonsense. A word that is also a noun or a bare verb ("make sense", "need help") is left in doubt.
 */
export function isFollowedByFiniteVerb(rest: string): boolean {
  const next = /^\s+(\p{Ll}+)\b/u.exec(rest)?.[1];
  if (!next) return false;
  const tags = tagsOfWord(next);
  if (!tags.has('Verb') || tags.has('Noun') || tags.has('Infinitive') || tags.has('Adjective')) return false;
  return tags.has('PresentTense') || tags.has('PastTense');
}
