import { withChange, withHeadline, withNothingLeftToAsk } from './advice-change';
import { refundOnEndTold } from './consumer-protections';
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

// The rules whose finding tells of the other side ending the service at will.
const ENDS_AT_WILL = new Set(['suspension', 'termination-for-convenience']);
const TOLD_AS_ENDING = /\bfor good once it is ended\b|\bend the agreement\b|\bcan stop\b/u;

/**
 * Where the terms give the user a refund, or use to the end of the period paid for, when the provider ends the
 * service without cause, a finding on the provider's right to end it says so: the loss it tells is softened.
 */
export function withRefundOnEndTold(
  finding: ContractFinding,
  provisions: Pick<ContractProvisions, 'gives' | 'placeOf'>,
): ContractFinding {
  const given = provisions.gives.consumer.refundOnProviderEnd;
  if (!given || finding.missing || !ENDS_AT_WILL.has(finding.rule.id) || !TOLD_AS_ENDING.test(finding.headline))
    return finding;
  const told = ` If the service is ended without cause, the terms give you ${refundOnEndTold(given.text)}${provisions.placeOf(given)}.`;
  return withHeadline(finding, `${finding.headline}${told}`);
}
