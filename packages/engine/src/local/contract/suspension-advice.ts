import { withChange, withNothingLeftToAsk } from './advice-change';
import type { ContractProvisions } from './contract-provisions';
import type { ContractFinding } from './key-findings';
import { suspensionChange } from './suspension-terms';

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
