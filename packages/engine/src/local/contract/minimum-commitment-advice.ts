import type { Sentence } from '../../text/sentences';
import { withChange } from './advice-change';
import type { OrientedClause } from './clause-orientation';
import { isReadersExitAtWill, letsEitherPartyLeaveOnNotice } from './exit-on-notice';
import type { ContractFinding } from './key-findings';

const ASKS_EXIT = 'Lower the minimum, allow shortfalls to carry over, and get an exit if demand or capacity drops.';

/**
 * A minimum binds only while the agreement runs: where the reader (or either party) may already end
 * it on notice without giving a reason, an exit is not asked for again; the notice period is what to note.
 */
export function withMinimumExitRead(
  finding: ContractFinding,
  context: { sentences: readonly Sentence[]; clauses: readonly Pick<OrientedClause, 'rule' | 'relation' | 'narrow'>[] },
): ContractFinding {
  if (finding.rule.id !== 'minimum-commitment' || finding.missing || finding.change !== ASKS_EXIT) return finding;
  const exit =
    context.clauses.some(isReadersExitAtWill) ||
    context.sentences.some(({ text }) => letsEitherPartyLeaveOnNotice(text));
  if (!exit) return finding;
  return withChange(
    finding,
    'Lower the minimum and allow shortfalls to carry over; you may already end the agreement on notice without giving a reason, so note the notice period and what a shortfall costs until then.',
  );
}
