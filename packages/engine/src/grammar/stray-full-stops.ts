import nlp from 'compromise';
import { holdsSubjectAndFiniteVerb } from './commas/main-clauses';

/**
 * A full stop the writer put inside a sentence: what follows it is no sentence of its own, so the
 * stop, not the small letter after it, is the slip.
 */

/**
 * Whether the words hold a subject and its verb, read in the sentence (where "storm" after "The" is a
 * noun, however it is tagged alone).
 */
export const isClause = (words: string): boolean =>
  holdsSubjectAndFiniteVerb(words) || nlp(words).has('(#Noun|#Pronoun) #Adverb? (#PastTense|#PresentTense)');

/** Words that open a sentence whatever follows them ("But why …?", "Yes, …", "Then …"). */
const SENTENCE_OPENER = /^(?:and|but|so|or|yet|then|yes|no|also|however|still|now|well|anyway)$/u;

/**
 * "… faced many problems. in trying to land …", "… an old friend. a small shrub with …": after the
 * full stop come words with no subject and finite verb of their own, so the full stop is the slip
 * (a comma or nothing was meant) and a capital would make a fragment of them.
 */
export function isFragmentAfterStop(word: string, textAfter: string): boolean {
  if (SENTENCE_OPENER.test(word)) return false;
  const words = `${word.charAt(0).toUpperCase()}${word.slice(1)}${textAfter.split(/[.!?]/u)[0] ?? ''}`;
  return !isClause(words);
}
