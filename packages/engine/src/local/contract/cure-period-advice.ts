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

// The rule's ask to a reader facing the other side's right to end it for a breach at once or with no time to remedy it.
const SAME_GROUNDS_ASK = /Check that your side may end it too on the same grounds\./u;
const NO_CURE_FOR_READER_BOUND =
  'Ask for written notice of any failure and a fair period to remedy it before the agreement can be ended.';
const LISTED_GROUNDS = 'Check whether the grounds it lists give a fair period to remedy a failure before the end.';
const NO_CURE_FOR_BOTH =
  'Ask that a failure may be remedied within a fair period, after written notice, before either side can end the agreement for it.';

export function withCurePeriodFromReadersSide(finding: ContractFinding): ContractFinding {
  if (finding.rule.id !== 'termination' || finding.missing) return finding;
  const { readerRelation } = finding;
  // A right the other side holds against the reader, or both hold: asking that the reader may end it too asks for
  // what the reader already has (both) or misses that the reader is the one who may lose the agreement for a failure.
  if (SAME_GROUNDS_ASK.test(finding.change) && (readerRelation === 'owes' || readerRelation === 'mutual')) {
    // A right whose grounds are listed after its colon: the list, not this sentence, says whether a failure may be put right first.
    const listed = /:\s*$/u.test(finding.finding.quotedText);
    const ask = listed ? LISTED_GROUNDS : readerRelation === 'owes' ? NO_CURE_FOR_READER_BOUND : NO_CURE_FOR_BOTH;
    return withChange(finding, finding.change.replace(SAME_GROUNDS_ASK, ask));
  }
  if (!SHORT_PERIOD_ASK.test(finding.change)) return finding;
  if (readerRelation !== 'owes' && readerRelation !== 'mutual') return finding;
  return withChange(
    finding,
    finding.change.replace(SHORT_PERIOD_ASK, readerRelation === 'owes' ? FOR_READER_BOUND : FOR_BOTH),
  );
}
