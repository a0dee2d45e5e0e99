import { withoutOtherAgreements } from './clause-grounding';
import type { ClauseReading } from './clause-reading';

/**
 * A subject that only acknowledges or recognises a state of affairs ("Each party acknowledges that any
 * disclosure would cause irreparable harm"): it explains why the clause matters and binds no one.
 */
const ACKNOWLEDGEMENT =
  /^(?:[^,;]{0,80}?\s)?(?:acknowledges?|recogni[sz]es?|understands?|accepts?)\s+(?:and\s+(?:agrees?|accepts?|acknowledges?)\s+)?that\b/iu;

/**
 * The arrangements for an act set elsewhere, said in the passive ("The auditor shall be given access …
 * during business hours", "the inspection shall be conducted on notice"): how the act is done, not the
 * right or duty to do it. A passive that gives a right ("shall be granted the right to audit") does the act.
 */
const ARRANGEMENTS =
  /\b(?:shall|will|must|may)\s+(?:\w+\s+)?be\s+(?:given|provided|afforded|conducted|carried\s+out|held|made|performed|done|kept|scheduled)\b(?!\s+(?:\w+\s+)?(?:the|a|an)\s+right\b)/iu;

/**
 * Whether a sentence does its clause's act: a modal in its main clause that binds or entitles someone,
 * not an acknowledgement of why the clause matters nor the arrangements for an act stated elsewhere.
 * Among sentences that could stand for a clause, one that does the act is the one a lawyer quotes.
 */
export function doesTheAct(reading: Pick<ClauseReading, 'modal' | 'mainClause'>): boolean {
  if (reading.modal === undefined) return false;
  return !ACKNOWLEDGEMENT.test(reading.mainClause) && !ARRANGEMENTS.test(reading.mainClause);
}

/**
 * A trigger narrower than the clause's main ones: an end if conditions precedent fail before the deal
 * starts, or on a default under another agreement ("an Event of Default under the Loan Agreement"). The
 * right a party holds throughout this agreement (for breach, on notice) is the one a lawyer quotes.
 */
const CONDITIONS_PRECEDENT = /\bconditions?\s+precedent\b/iu;
const DEFAULT_UNDER_ANOTHER_AGREEMENT =
  /\b(?:default|breach)\w*\s+(?:\w+\s+){0,3}?under\s+(?:the\s+|an?\s+)?\s*another\s+agreement\b/iu;

export function narrowTrigger(statement: string): boolean {
  return (
    CONDITIONS_PRECEDENT.test(statement) || DEFAULT_UNDER_ANOTHER_AGREEMENT.test(withoutOtherAgreements(statement))
  );
}
