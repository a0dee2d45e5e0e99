import { withChange } from './advice-change';
import type { ContractFinding } from './key-findings';

/**
 * A right to end the agreement for a failure not remedied in time is asked about from the side that
 * would use it: a short period to remedy protects the party who ends the agreement, and harms the one
 * who has failed. Where the reading shows the other side holds the right against the reader, the reader
 * is the one who must put a failure right, so the period must be long enough; where both sides hold it,
 * the period cuts both ways.
 */

// The rule's ask to a reader facing a failure by the other side.
const SHORT_PERIOD_ASK = /Check the period to remedy a failure is short enough to protect you/u;
const FOR_READER_BOUND = 'Check the period to remedy a failure is long enough for you to put a failure right';
const FOR_BOTH =
  'Check the period to remedy a failure suits you both ways: long enough for you to put a failure of yours right, and short enough to protect you from one of the other side’s';

export function withCurePeriodFromReadersSide(finding: ContractFinding): ContractFinding {
  if (finding.rule.id !== 'termination' || finding.missing || !SHORT_PERIOD_ASK.test(finding.change)) return finding;
  const { readerRelation } = finding;
  if (readerRelation !== 'owes' && readerRelation !== 'mutual') return finding;
  return withChange(
    finding,
    finding.change.replace(SHORT_PERIOD_ASK, readerRelation === 'owes' ? FOR_READER_BOUND : FOR_BOTH),
  );
}
