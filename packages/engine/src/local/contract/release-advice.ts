import { atLowLevel, withChange } from './advice-change';
import type { ContractFinding } from './key-findings';
import { RELEASE_CHANGE, RELEASE_ONLY } from './release-of-claims';

/**
 * A release the reader gives is told as a release (`release-of-claims.ts`): the reader is asked to keep its
 * claims for the other side's own fault. Where the sentence already leaves that fault out, asking for it
 * again would be advice the clause has answered, so the reader is told what is left out and what is still
 * given up instead.
 */

// The release already leaves out the released side's worst fault.
const OWN_FAULT_LEFT_OUT =
  /\b(?:except|excluding|other\s+than|unless|save|but\s+not)\b[^.;]{0,80}?\b(?:gross(?:ly)?\s+negligen\w*|(?:wil(?:l)?ful|intentional)\s+misconduct|fraud\w*)/iu;
const NEGLIGENCE_LEFT_OUT =
  /\b(?:except|excluding|other\s+than|unless|save|but\s+not)\b[^.;]{0,80}?\b(?<!gross\s)negligen\w*/iu;

const narrowedChange = (fault: string) =>
  `No change needed: the release already leaves out loss caused by the other side’s own ${fault}; note that it still gives up your claims for any other loss it names.`;

/** Whether the finding asks the releasing reader to keep claims for the other side's fault, over a release. */
export function isReleaseAsked(finding: ContractFinding, quoted: string): boolean {
  return finding.change === RELEASE_CHANGE.provider && RELEASE_ONLY.test(quoted);
}

/** The advice on a release that already leaves out the other side's own fault; the finding as it is otherwise. */
export function withReleaseExceptions(finding: ContractFinding, quoted: string): ContractFinding {
  const fault = NEGLIGENCE_LEFT_OUT.test(quoted)
    ? 'negligence'
    : OWN_FAULT_LEFT_OUT.test(quoted)
      ? 'gross negligence or wilful misconduct'
      : undefined;
  return fault ? atLowLevel(withChange(finding, narrowedChange(fault))) : finding;
}
