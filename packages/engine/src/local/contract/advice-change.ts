import type { ContractFinding } from './key-findings';
import { LOW_SCORE_TOP } from './risk-levels';

/**
 * The finding with other advice, in the recommendation the user reads as well: "No change needed"
 * replaces the whole recommendation, any other change replaces the ask inside it (a low finding
 * keeps its "No change needed for your side. If you negotiate:" opening).
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
  const changed = withChange(finding, change);
  return {
    ...changed,
    finding: { ...changed.finding, type: 'low', score: Math.min(changed.finding.score, LOW_SCORE_TOP) },
  };
}
