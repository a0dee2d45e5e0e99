import { withChange } from './advice-change';
import type { ContractFinding } from './key-findings';

/**
 * One sentence that both releases a party and indemnifies it ("The Client releases Acme from, and shall indemnify
 * Acme against, …", "you release us from all claims … and agree to indemnify us …") does two things: the giver gives
 * up its own claims, and pays for the claims others bring. Told only as an indemnity, the reader would not learn that
 * it also loses claims of its own; the release is told beside it, from the reader's place, and a reader who gives it
 * is asked to keep its claims for the other side's own serious fault, unless the sentence already keeps them.
 */

// The giver releases: a modal or "agrees to" before "release", or a subject just before "releases". "Release of"
// (of information, of a product) is a noun, not the act. What is released is claims or a party "from" something.
const RELEASES =
  /(?:\b(?:shall|will|must|hereby|agrees?\s+to|undertakes?\s+to)\s+(?:(?:irrevocably|fully|forever|also)\s+)?(?:waive\s+and\s+)?release\b|\b(?:you|we|I|\p{Lu}[\p{L}-]*)\s+(?:hereby\s+)?(?:(?:irrevocably|fully|forever)\s+)?(?:waives?\s+and\s+)?releases?\b)(?!\s+of\b)(?=[^.;]{0,200}?\b(?:from|claims?|liabilit(?:y|ies)|demands?)\b)/u;
const INDEMNIFIES = /\bindemnif(?:y|ies)\b/iu;
// The release already keeps claims for the released side's worst fault.
const SERIOUS_FAULT_KEPT =
  /\b(?:except|excluding|other\s+than|unless|save|but\s+not)\b[^.;]{0,80}?\b(?:negligen\w*|(?:wil(?:l)?ful|intentional)\s+misconduct|fraud\w*)/iu;

const GIVEN_BY_READER =
  'The same sentence also releases the other side: your side gives up its own claims against them for what it covers, besides paying for claims others bring.';
const GIVEN_TO_READER =
  'The same sentence also releases your side: the other side gives up its own claims against you for what it covers.';
const GIVER_UNSAID =
  'The same sentence also releases the protected side: whoever gives it gives up its own claims against them for what it covers.';
const KEEP_CLAIMS_ASK =
  'ask that the release not cover loss caused by the other side’s own negligence or wilful misconduct';

/** Whether the quoted sentence releases a party as well as indemnifying it. */
export function releasesAndIndemnifies(quoted: string): boolean {
  const text = quoted.replace(/\s+/gu, ' ');
  return INDEMNIFIES.test(text) && RELEASES.test(text);
}

/** The indemnity finding with the release its sentence also gives, told and, for a reader who gives it, asked about. */
export function withReleaseBesideIndemnity(finding: ContractFinding, quoted: string): ContractFinding {
  if (finding.rule.id !== 'indemnification' || finding.missing) return finding;
  if (finding.finding.title !== 'Indemnification' || !releasesAndIndemnifies(quoted)) return finding;
  const relation = finding.readerRelation;
  const note = relation === 'owes' ? GIVEN_BY_READER : relation === 'benefits' ? GIVEN_TO_READER : GIVER_UNSAID;
  const described = {
    ...finding,
    finding: { ...finding.finding, description: `${finding.finding.description} ${note}` },
  };
  if (relation !== 'owes' || SERIOUS_FAULT_KEPT.test(quoted)) return described;
  const change = finding.change.startsWith('No change needed')
    ? `${finding.change} As for the release, ${KEEP_CLAIMS_ASK}.`
    : `${finding.change.replace(/\.$/u, '')}; and ${KEEP_CLAIMS_ASK}.`;
  return withChange(described, change);
}
