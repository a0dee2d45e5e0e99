import {
  FINITE_BE,
  FORMS_OF_DO,
  FORMS_OF_HAVE,
  MODALS,
  oneOf,
  POSSESSIVE_DETERMINERS,
  wordPattern,
} from '../word-classes';

/** A form of "be" or "have" after which "there" is a subject ("there is", "there had been"). */
export const THERE_IS = /^(?:is|are|was|were|will|would|has|have|had|must|may|might|seems?|can|could|should)$/u;

/** Words after which a noun phrase is a complement ("is not his home", "became her job"). */
export const COMPLEMENT_BEFORE = wordPattern('iu')`^(?:${oneOf(FINITE_BE)}|be|been|being|not|become|became|becomes)$`;

/** A determiner that starts a noun phrase which may be the main clause's subject ("the party had started"). */
export const SUBJECT_DETERMINER = wordPattern(
  'u',
)`^(?:${oneOf(POSSESSIVE_DETERMINERS)}|the|this|these|those|many|most|some|all)$`;

/** Verbs that can only be finite: a form of "be", "have" or "do", or a modal. */
export const FINITE_VERB = wordPattern(
  'u',
)`^(?:${oneOf(MODALS, FINITE_BE, FORMS_OF_HAVE, FORMS_OF_DO)}|isn't|aren't|wasn't|weren't|hasn't|haven't|hadn't|doesn't|don't|didn't|won't|wouldn't|can't|couldn't|shouldn't)$`;

/** A finite form of "be" or "have", whole. */
export const BE_OR_HAVE = wordPattern('iu')`^(?:${oneOf(FINITE_BE, FORMS_OF_HAVE)})$`;
