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
 * Words that open a clause inside another: a subject and verb after one of them ("… down because it
 * was heavy") belong to that clause, not to the words before it.
 */
const SUBORDINATE_OPENING =
  /\s(?:because|if|when|whenever|while|although|though|since|unless|until|whereas|which|who)\s/iu;

/**
 * "… faced many problems. in trying to land …", "… an old friend. a small shrub with …", "… used
 * cable. rope to hold it because it …": after the full stop come words with no subject and finite
 * verb of their own (a clause of "because" or "which" inside them is not theirs), so the full stop
 * is the slip (a comma or nothing was meant) and a capital would make a fragment of them.
 */
export function isFragmentAfterStop(word: string, textAfter: string): boolean {
  if (SENTENCE_OPENER.test(word)) return false;
  const upToStop = `${word.charAt(0).toUpperCase()}${word.slice(1)}${textAfter.split(/[.!?]/u)[0] ?? ''}`;
  const own = upToStop.split(SUBORDINATE_OPENING)[0] ?? upToStop;
  return !isClause(own);
}

/** Words that make the clause they open depend on another ("As you can see", "When we got there"). */
const LONE_SUBORDINATE =
  /^\s*(?:as|because|if|when|whenever|while|although|though|since|unless|until|whereas|once)\s+\S/iu;

/**
 * "As you can see. computers help": the words before the full stop are one clause of "as", "when" or
 * "because" with no comma after which a main clause could stand, so they are no sentence of their
 * own; the sentence goes on after the stop, and a capital there would leave the opening clause a
 * fragment.
 */
export function isLoneClauseBeforeStop(textBefore: string): boolean {
  const beforeStop = textBefore.replace(/[.!?]\s*$/u, '');
  const own = beforeStop.split(/[.!?]\s/u).at(-1) ?? beforeStop;
  return LONE_SUBORDINATE.test(own) && !own.includes(',');
}
