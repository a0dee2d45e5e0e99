import { withChange, withHeadline } from './advice-change';
import type { ContractKind } from './contract-kind';
import type { ContractFinding } from './key-findings';
import { toldWithNotice } from './notice-wording';

/**
 * An early end told in terms of what the kind of agreement gives. A confidentiality agreement provides no
 * service, work or income that an early end could cut off: ending it stops what is shared under it from then
 * on, and what matters is which duties of confidence it keeps running after the end.
 */
const EXIT_RULES = new Set(['termination-for-convenience', 'termination']);

const NDA_EXIT =
  'Ending it stops what is shared under it from then on; what was already shared stays protected only as long as the agreement says its duties continue after the end.';
const NDA_EXIT_CHANGE =
  'No change needed to the right to end it; check that the duty to keep what was shared secret continues long enough after the end.';

export function withExitToldForKind(finding: ContractFinding, kind: Pick<ContractKind, 'id'>): ContractFinding {
  const { rule } = finding;
  if (kind.id !== 'confidentiality' || finding.missing || !EXIT_RULES.has(rule.id)) return finding;
  // The rule's wording as the finding told it, its general or its stated form, with the quoted clause's notice.
  const told = [rule.impact, ...(rule.impactWhenStated ?? []).map((stated) => stated.impact)]
    .flatMap((impact) => [impact.provider, impact.recipient])
    .map((impact) => toldWithNotice(impact, finding.noticeTerms))
    // The longest first: the general wording may be the opening of a stated one.
    .sort((a, b) => b.length - a.length)
    .find((impact) => finding.headline.includes(impact));
  if (!told) return finding;
  const headline = finding.headline.replace(told, NDA_EXIT);
  const asked = [rule.change.provider, rule.change.recipient].includes(finding.change);
  const retold = withHeadline(finding, headline);
  return asked ? withChange(retold, NDA_EXIT_CHANGE) : retold;
}
