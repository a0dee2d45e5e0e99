import type { Sentence } from '../../text/sentences';
import { withChange } from './advice-change';
import type { ContractFinding } from './key-findings';
import { MAY_ASSIGN, NEEDS_CONSENT, TO_AFFILIATE, TO_BUYER } from './licence-transfer-advice';

// The reading found the consent the advice asks for and said so.
const CONSENT_GIVEN = /^No change needed on this point: the clause already requires the other party’s consent/u;

/**
 * "No change needed: consent is required" is true only of transfers the contract does not free from
 * consent. Where a party may still assign without it, to an affiliate or to a buyer of its business,
 * that is how the reader can end up facing a party it did not choose, and the advice says so.
 */
export function withAssignmentCarveOutsRead(
  finding: ContractFinding,
  quoted: string,
  sentences: readonly Sentence[],
): ContractFinding {
  if (finding.rule.id !== 'assignment' || finding.missing || !CONSENT_GIVEN.test(finding.change)) return finding;
  const freed = [quoted, ...sentences.map(({ text }) => text)].filter((text) => {
    const permission = MAY_ASSIGN.exec(text);
    return permission !== null && !NEEDS_CONSENT.test(text.slice(permission.index));
  });
  const affiliates = freed.some((text) => TO_AFFILIATE.test(text));
  const buyer = freed.some((text) => TO_BUYER.test(text));
  if (!affiliates && !buyer) return finding;
  const to =
    affiliates && buyer
      ? 'to an affiliate or to a buyer of its business'
      : affiliates
        ? 'to an affiliate'
        : 'to a buyer of its business';
  return withChange(
    finding,
    `Consent is needed for most transfers, but a party may still assign ${to} without it; ask for written notice of such a transfer and that the party who assigns stays liable for the agreement.`,
  );
}
