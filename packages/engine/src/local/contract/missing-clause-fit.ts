import type { OrientedClause } from './clause-orientation';

/**
 * Whether an absent clause would help the reader, from what the contract says elsewhere. A liability
 * cap protects the side that carries liability; where only the other side answers to the reader, a cap
 * would mainly shield it. How long defects can be claimed is settled by a window to reject goods with a
 * replace-or-refund remedy, by terms on latent defects, or by a warranty given as at delivery.
 */

type ReadClause = Pick<OrientedClause, 'rule' | 'sentence' | 'relation'>;

// The clauses by which a party answers for the other's losses.
const LIABILITY_CLAUSES = new Set(['indemnification', 'uncapped-liability', 'liquidated-damages']);

// An indemnity each side gives the other, wherever the contract states it: "each party shall indemnify",
// "agree to indemnify … each other", "mutually indemnify".
const MUTUAL_INDEMNITY =
  /\b(?:each|either|both)\s+(?:party|parties)\b[^.;]{0,80}\bindemnif|\bindemnif\w*[^.;]{0,120}\b(?:each\s+other|one\s+another|the\s+other\s+party)\b|\bmutual(?:ly)?\s+indemnif/iu;

// Who gives an indemnity, named before its promise: "The Consultant shall indemnify", "Client agrees to indemnify".
const INDEMNITOR =
  /\b(?:the\s+)?(\p{Lu}[\p{L}-]*)\s+(?:shall|will|must|agrees\s+to|hereby\s+agrees\s+to|undertakes\s+to)\s+(?:(?:defend|fully|promptly|and|,)\s+)*indemnif/gu;

/**
 * Indemnities run both ways: the text states an indemnity that each side gives in one sentence ("each party shall
 * indemnify the other"), or two sentences name two different parties as giving one ("The Consultant shall
 * indemnify …", "The Client shall indemnify …").
 */
export function indemnitiesRunBothWays(text: string): boolean {
  if (MUTUAL_INDEMNITY.test(text)) return true;
  const givers = new Set([...text.matchAll(INDEMNITOR)].map((match) => match[1]?.toLowerCase()));
  return givers.size >= 2;
}

/**
 * Only the other side answers for the reader's losses: the clause read indemnifies or pays the reader,
 * none binds the reader, and no sentence of `text` makes an indemnity run both ways.
 */
export function liabilityOnOtherSideOnly(clauses: readonly ReadClause[], text = ''): boolean {
  const liability = clauses.filter((clause) => LIABILITY_CLAUSES.has(clause.rule.id));
  return (
    liability.some((clause) => clause.relation === 'benefits') &&
    liability.every((clause) => clause.relation === 'benefits') &&
    !MUTUAL_INDEMNITY.test(text)
  );
}

// "inspect … and reject within ten (10) days after delivery": a window to reject what was supplied.
const UNITS = String.raw`within\s+(?:[\w-]+\s+)?(?:\(\d+\)\s+)?(?:business\s+|calendar\s+|working\s+)?(?:days?|weeks?|months?)\b`;
const WINDOW = new RegExp(
  String.raw`\b(?:inspect\w*|reject\w*)\b[^.;]{0,200}\b${UNITS}|\b${UNITS}[^.;]{0,200}\b(?:inspect\w*|reject\w*)`,
  'iu',
);
// What the supplier must do for goods rejected.
const REMEDY = /\b(?:replac\w*|refund\w*|credit\w*|repair\w*|re-?perform\w*|re-?deliver\w*)\b/iu;
// Terms for defects found only later. A shelf life only named is no promise, so it settles nothing.
const LATER_DEFECTS = /\blatent\s+defects?\b|\bhidden\s+defects?\b/iu;

// A duty to put right errors or defects reported in a stated time: "correct any Errors reported during the
// first twelve (12) months after acceptance" is a warranty period in other words.
const PUT_RIGHT = /\b(?:correct\w*|repair\w*|fix\w*|remed(?:y|ies|ied)|replac\w*)\b/iu;
const CLAIMED = /\b(?:notif\w*|claims?|claimed|report\w*)\b/iu;
const FAULTS = /\b(?:errors?|defects?|defective|bugs?|faults?|non-?conformit(?:y|ies)|malfunctions?)\b/iu;
// The time runs from what was supplied ("during the first twelve months after acceptance") or from the start of
// the term ("during the first twelve months of the Term"), not from a complaint: "replace within ten days after
// notice" is how fast, not how long defects can be claimed.
const STATED_TIME =
  /\b(?:during|for|within|throughout)\s+(?:the\s+first\s+|a\s+period\s+of\s+)?(?:[\w-]+\s+)?(?:\(\d+\)\s+)?(?:calendar\s+|business\s+)?(?:days?|weeks?|months?|years?)\s+(?:after|following|from|of)\s+(?:the\s+|its\s+|their\s+)?(?:date\s+of\s+)?(?:delivery|acceptance|installation|shipment|receipt|completion|go-live|launch|(?:initial\s+)?term)\b/iu;

/** The contract already says how long, or by when, defects in what is supplied can be claimed. */
export function defectClaimsSettled(text: string): boolean {
  if (LATER_DEFECTS.test(text)) return true;
  return text
    .split(/\n|(?<=[.;])\s+/u)
    .some(
      (sentence) =>
        (WINDOW.test(sentence) && REMEDY.test(sentence)) ||
        ((PUT_RIGHT.test(sentence) || CLAIMED.test(sentence)) && FAULTS.test(sentence) && STATED_TIME.test(sentence)),
    );
}

// A grant made for good: "a perpetual, irrevocable … licence", "irrevocably licenses … in perpetuity".
const GRANT = /\bgrant\w*|\blicen[cs]es\b/iu;
const LICENCE = /\blicen[cs]e/iu;
const PERPETUAL = /\bperpetu\w*/iu;
const IRREVOCABLE = /\birrevocabl\w*/iu;
// What keeps a licence running after it is granted: royalties, payments that recur, reports, support or updates.
// Support is a service given, not the verb of a purpose ("formats to support accessibility").
const CONTINUING =
  /\broyalt(?:y|ies)\b(?![-\s]free)|\b(?:each|every|per)\s+(?:calendar\s+)?(?:month|quarter|year)\b|\b(?:monthly|quarterly|annual(?:ly)?|yearly|recurring|subscription|renew\w*)\b|\b(?<!\bto\s)support\b|\b(?:maintenance|updates?|upgrades?|hosting|reports?)\b/iu;

/**
 * The agreement grants a licence for good (perpetual and irrevocable) and nothing runs on after the grant: no
 * royalties or recurring fees, no reports, support or updates. Such a licence is done once given; a right to end
 * it would only let the licensor take back what the licensee received.
 */
export function grantedForGood(text: string): boolean {
  const granted = text
    .split(/\n|(?<=[.;])\s+/u)
    .some(
      (sentence) =>
        GRANT.test(sentence) && LICENCE.test(sentence) && PERPETUAL.test(sentence) && IRREVOCABLE.test(sentence),
    );
  return granted && !CONTINUING.test(text);
}
