import { withChange, withNothingLeftToAsk } from './advice-change';
import type { ContractProvisions } from './contract-provisions';
import type { ContractFinding } from './key-findings';
import { NON_PAYMENT, suspensionChange } from './suspension-terms';

/**
 * A right to suspend is often set out over its whole section: the notice, the time to pay and the
 * restoring of the services may stand in the sentences after the one that grants it, or in the definition
 * of the events it names. The advice to the service user is read from that whole section, so it never
 * asks for a notice or a time to pay the section already gives.
 */
export function withSuspensionSectionRead(
  finding: ContractFinding,
  quoted: string,
  provisions: Pick<ContractProvisions, 'sectionFrom'>,
): ContractFinding {
  if (finding.rule.id !== 'suspension' || finding.missing) return finding;
  if (finding.change !== suspensionChange(quoted, 'recipient')) return finding;
  const section = provisions.sectionFrom(quoted);
  if (section === quoted) return finding;
  const change = suspensionChange(section, 'recipient');
  if (change === undefined || change === finding.change) return finding;
  return change.startsWith('No change needed') ? withNothingLeftToAsk(finding, change) : withChange(finding, change);
}

// The asks as the suspension terms word them, for a suspension that follows non-payment.
const FOR_NON_PAYMENT = / before any suspension for non-payment/u;
const TIME_TO_PAY = /a period to pay or put things right/u;

/**
 * The asks speak of a suspension for non-payment; where neither the sentence nor its section names
 * non-payment as the cause (a suspension at will, for a breach, or held by the reader), they ask for
 * notice and time to put things right before any suspension, not for time to pay.
 */
export function withSuspensionCauseRead(
  finding: ContractFinding,
  quoted: string,
  provisions: Pick<ContractProvisions, 'sectionFrom'>,
): ContractFinding {
  if (finding.rule.id !== 'suspension' || finding.missing || !FOR_NON_PAYMENT.test(finding.change)) return finding;
  if (NON_PAYMENT.test(provisions.sectionFrom(quoted))) return finding;
  const change = finding.change
    .replace(FOR_NON_PAYMENT, ' before any suspension')
    .replace(TIME_TO_PAY, 'a period to put things right');
  return withChange(finding, change);
}
