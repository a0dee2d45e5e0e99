import { withChange, withHeadline } from './advice-change';
import { type ContentUseEnds, contentUseEndsTold } from './content-use-ends';
import type { ContractFinding } from './key-findings';
import { endWords, IRREVOCABLE, PERPETUAL } from './perpetual-words';

/**
 * A perpetual licence told as its sentence says (`perpetual-words.ts`): with the way it ends where its
 * sentence names one, and not as a licence that can never be withdrawn where it is not called irrevocable.
 */

// The rule's impacts and asks (`ip-clause-rules.ts`) that hold only for a licence that cannot be recalled.
const NEVER_WITHDRAWN = 'You can never withdraw the permission, even after the relationship ends.';
const SECURE = 'Your right to use it is secure.';
const REVOCATION_ASK = 'Allow revocation for breach or non-payment.';
const KEEP_IRREVOCABLE = 'Keep it irrevocable.';

/**
 * A perpetual licence told as its sentence says: with the way it ends where it names one, and not as irrevocable
 * where it is not; where the terms elsewhere have the other side stop using the content when the user leaves
 * (`content-use-ends.ts`), not as one that runs on after the user leaves.
 */
export function withPerpetualTermsRead(
  finding: ContractFinding,
  quoted: string,
  useEnds?: ContentUseEnds,
): ContractFinding {
  if (finding.rule.id !== 'perpetual-license' || finding.missing) return finding;
  const ends = endWords(quoted);
  if (ends === undefined && IRREVOCABLE.test(quoted)) return finding;
  if (ends === undefined && !PERPETUAL.test(quoted)) return finding;
  const told =
    ends !== undefined
      ? `The licence has no end date, but its sentence lets it end (“${ends}”).`
      : useEnds
        ? `The licence is called perpetual, but ${contentUseEndsTold(useEnds)}; its sentence does not call it irrevocable.`
        : 'The licence has no end date, so it runs on after the relationship ends; its sentence does not call it irrevocable.';
  const headline = finding.headline.includes(NEVER_WITHDRAWN)
    ? finding.headline.replace(NEVER_WITHDRAWN, told)
    : finding.headline.replace(SECURE, told);
  const retold = headline === finding.headline ? finding : withHeadline(finding, headline);
  if (finding.change === REVOCATION_ASK && ends !== undefined) {
    return withChange(
      retold,
      'The sentence already lets the licence end; check that its terms cover a serious breach or non-payment by the other side.',
    );
  }
  if (finding.change === KEEP_IRREVOCABLE) {
    return withChange(
      retold,
      ends === undefined
        ? 'Ask that the licence be made irrevocable, or revocable only for a serious breach by your side.'
        : 'Check that the way it can end suits how long you need the licence.',
    );
  }
  return retold;
}
