import type { ContractFinding } from './key-findings';
import { lowLevelOpening } from './low-advice-opening';
import { LOW_SCORE_TOP } from './risk-levels';
import { generalAskOf } from './rule-asks';

/**
 * The finding with other advice, in the recommendation the user reads as well: "No change needed"
 * replaces the whole recommendation, any other change replaces the ask inside it (a low finding
 * keeps its opening, `low-advice-opening.ts`).
 */
export function withChange(finding: ContractFinding, change: string): ContractFinding {
  const recommendation = change.startsWith('No change needed')
    ? change
    : finding.finding.recommendation.replace(finding.change, change);
  return { ...finding, change, finding: { ...finding.finding, recommendation } };
}

/**
 * The finding once the contract already gives everything its advice asked for: told as "No change
 * needed", at low level, so it is no longer listed as a change to negotiate.
 */
export function withNothingLeftToAsk(finding: ContractFinding, change: string): ContractFinding {
  return atLowLevel(withChange(finding, change));
}

/** The finding told at low level: a point to note, not a change to negotiate. */
export function atLowLevel(finding: ContractFinding): ContractFinding {
  return {
    ...finding,
    finding: { ...finding.finding, type: 'low', score: Math.min(finding.finding.score, LOW_SCORE_TOP) },
  };
}

/** The finding told with another headline, in the description the user reads as well. */
export function withHeadline(finding: ContractFinding, headline: string): ContractFinding {
  const description = finding.finding.description.replace(finding.headline, headline);
  return { ...finding, headline, finding: { ...finding.finding, description } };
}

/**
 * The finding's ask is still the rule's general one, or part of it, not advice fitted to this agreement:
 * a step that only took out what the contract answers fitted nothing to it.
 */
export function asksOnlyInGeneral({
  rule,
  change,
  generalAsk,
}: Pick<ContractFinding, 'rule' | 'change' | 'generalAsk'>): boolean {
  return generalAsk !== undefined && generalAskOf(rule, change) !== undefined;
}

/**
 * A point to note whose only ask is the rule's general one says that nothing needs changing, and no more:
 * a negotiating tip written for every contract of the kind (30-day payment terms on a loan note) would
 * read as advice on this one. A fitted ask, or one that states what the contract says, is kept.
 */
export function withoutGeneralAskWhenLow(finding: ContractFinding): ContractFinding {
  const { change } = finding;
  if (finding.finding.type !== 'low' || !asksOnlyInGeneral(finding) || change.startsWith('No change needed'))
    return finding;
  return { ...finding, finding: { ...finding.finding, recommendation: lowLevelOpening(finding.readerRelation) } };
}
