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
 * How long other duties last ("The obligations in Section 6 shall continue for two years after termination"):
 * it times duties set elsewhere, and does none itself.
 */
const OTHER_DUTIES_LAST =
  /^(?:[^,;]{0,40}?\s)?(?:the|such|all|these|those|its|each\s+party['’]s)\s+(?:[\p{L}-]+\s+){0,2}(?:obligations?|duties|covenants?|restrictions?|provisions?|undertakings?)\b[^;]{0,80}?\b(?:shall|will)\s+(?:\w+\s+)?(?:continue|survive|remain|last|apply)\b/iu;

/**
 * Whether a sentence does its clause's act: a modal in its main clause that binds or entitles someone,
 * not an acknowledgement of why the clause matters nor the arrangements for an act stated elsewhere.
 * Among sentences that could stand for a clause, one that does the act is the one a lawyer quotes.
 */
export function doesTheAct(reading: Pick<ClauseReading, 'modal' | 'mainClause'>): boolean {
  if (reading.modal === undefined) return false;
  return (
    !ACKNOWLEDGEMENT.test(reading.mainClause) &&
    !ARRANGEMENTS.test(reading.mainClause) &&
    !OTHER_DUTIES_LAST.test(reading.mainClause)
  );
}

/**
 * A sentence that only says what becomes of an act the clause forbids ("Any assignment not permitted
 * here is of no effect", "any transfer in breach of this Section shall be null and void"): it leans on the rule stated
 * elsewhere in the clause, which is the sentence a lawyer quotes. One saying what the rule is ("any
 * assignment without consent is void"), or stating the rule before it ("Neither party may assign …; any
 * assignment in breach of this Section is void"), states it itself.
 */
const VOIDS_WHAT_BREAKS_IT =
  /^\s*(?:\(?[\da-z]{1,4}[.)]\s+)?(?:(?!(?:may|shall|must|will|agrees?|not)\b)[\p{L}-]+\s+){0,6}?(?:non-?\s?permitted|unpermitted|impermissible|unauthori[sz]ed|prohibited|(?:not|otherwise\s+than\s+as)\s+(?:permitted|allowed|authori[sz]ed|provided)\b[^.;]{0,30}|in\s+(?:violation|breach|contravention)\s+of\s+(?:this|the\s+(?:foregoing|preceding))\b[^.;]{0,30}|contrary\s+to\s+(?:this|the\s+(?:foregoing|preceding))\b[^.;]{0,30})[^.;]{0,60}?\b(?:is|are|shall\s+be|will\s+be)\s+(?:deemed\s+)?(?:(?:null\s+and\s+)?void|invalid|ineffective|of\s+no\s+(?:force\s+(?:or|and)\s+)?effect)\b/iu;

/** Whether the sentence only voids acts that break its clause's rule, stated in another sentence. */
export function onlyVoidsWhatBreaksIt(statement: string): boolean {
  return VOIDS_WHAT_BREAKS_IT.test(statement.replace(/\s+/gu, ' '));
}
