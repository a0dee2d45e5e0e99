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
 * A provision narrower than the clause's main ones: an end if conditions precedent fail before the deal
 * starts, on a default under another agreement, or when force majeure lasts; a warranty or indemnity only
 * that no broker or finder is owed a fee. The provision a party holds throughout this agreement (for breach,
 * on the quality of the work, for all losses) is the one a lawyer quotes; when the narrow one is all there
 * is, the finding says how narrow it is.
 */
const NARROW_SCOPES: readonly { pattern: RegExp; note: string }[] = [
  { pattern: /\bconditions?\s+precedent\b/iu, note: 'It applies only if conditions precedent are not met.' },
  {
    pattern: /\bforce\s+majeure\b/iu,
    note: 'It applies only when a force majeure event prevents performance.',
  },
  {
    pattern:
      /\b(?:brokers?|finders?|brokerage|placement\s+agents?)\b[^.;]{0,80}?\b(?:fees?|commissions?)\b|\bfinder['’]?s\s+fees?\b|\bbrokerage\s+(?:fees?|commissions?)\b/iu,
    note: 'It covers only fees claimed by brokers or finders.',
  },
];
const DEFAULT_UNDER_ANOTHER_AGREEMENT =
  /\b(?:default|breach)\w*\s+(?:\w+\s+){0,3}?under\s+(?:the\s+|an?\s+)?\s*another\s+agreement\b/iu;

/** A trigger or object of general scope named beside a narrow one ("for breach, or if force majeure lasts"). */
const GENERAL_SCOPE =
  /\b(?:breach\w*|any\s+reason|convenience|without\s+cause|negligen\w+|all\s+(?:losses|claims|liabilities|damages)|the\s+(?:services|work|deliverables|products|goods))\b/iu;

/** What makes the provision narrow, told as the finding tells it; undefined for a provision of general scope. */
export function narrowScope(statement: string): string | undefined {
  if (GENERAL_SCOPE.test(statement)) return undefined;
  const narrow = NARROW_SCOPES.find((scope) => scope.pattern.test(statement));
  if (narrow) return narrow.note;
  return DEFAULT_UNDER_ANOTHER_AGREEMENT.test(withoutOtherAgreements(statement))
    ? 'It applies only on a default under another agreement.'
    : undefined;
}
