import { atLowLevel, withChange, withHeadline } from './advice-change';
import type { ContractFinding } from './key-findings';

/**
 * A reader who agrees to "release and hold harmless" the other side gives up its own claims against it: that
 * is a release, not a promise to pay claims others bring. What a release can sensibly be asked to leave out is
 * loss the released side causes by its own fault; a release made mutual or capped means nothing to a reader
 * who has no claims to be released from, and a limit to "your own fault" reads the release backwards.
 */

// The reader lets the other side go: "release", "waive", "discharge", in the same sentence as holding it harmless.
const RELEASES = /\b(?:release|releases|released|releasing|waive|waives|discharge|discharges|remise)\b/iu;
// What makes the sentence an indemnity as well: a duty to indemnify or defend, claims of others, their legal costs.
const INDEMNITY_TOO =
  /\bindemnif\w*|\bdefend\w*|\bthird[\s-]+part(?:y|ies)\b|\bclaims?\s+(?:brought|made|asserted)\s+by\b|\b(?:attorneys?|lawyers?|legal|counsel)(?:['’]s?|s['’])?\s+(?:fees|costs)\b/iu;
// The release already leaves out the released side's worst fault.
const OWN_FAULT_LEFT_OUT =
  /\b(?:except|excluding|other\s+than|unless|save|but\s+not)\b[^.;]{0,80}?\b(?:gross(?:ly)?\s+negligen\w*|(?:wil(?:l)?ful|intentional)\s+misconduct|fraud\w*)/iu;
const NEGLIGENCE_LEFT_OUT =
  /\b(?:except|excluding|other\s+than|unless|save|but\s+not)\b[^.;]{0,80}?\b(?<!gross\s)negligen\w*/iu;

const RELEASE_HEADLINE =
  'You give up your own claims against the other side for the losses it names, as written even loss it causes itself, and as you hold it harmless you may have to pay for claims others bring against it over them.';
const NARROWED_HEADLINE =
  'You give up your own claims against the other side for the losses it names, save those the sentence leaves out, and as you hold it harmless you may have to pay for claims others bring against it over them.';
const RELEASE_ASK =
  'It is a release of your own claims rather than an indemnity: ask that it leave out loss caused by the other side’s own negligence or wilful misconduct, and death or personal injury.';
const narrowedChange = (fault: string) =>
  `No change needed: the release already leaves out loss caused by the other side’s own ${fault}; note that it still gives up your claims for any other loss it names.`;

/** Whether the quoted sentence releases the other side from the reader's claims, with no indemnity against others' claims. */
export function isReleaseOfClaims(quoted: string): boolean {
  return RELEASES.test(quoted) && !INDEMNITY_TOO.test(quoted);
}

/** The advice on a release the reader gives, told as a release: its own fault left out, not mutuality or a cap. */
export function asReleaseOfClaims(finding: ContractFinding, quoted: string): ContractFinding {
  const fault = NEGLIGENCE_LEFT_OUT.test(quoted)
    ? 'negligence'
    : OWN_FAULT_LEFT_OUT.test(quoted)
      ? 'gross negligence or wilful misconduct'
      : undefined;
  if (fault) return atLowLevel(withChange(withHeadline(finding, NARROWED_HEADLINE), narrowedChange(fault)));
  return withChange(withHeadline(finding, RELEASE_HEADLINE), RELEASE_ASK);
}
