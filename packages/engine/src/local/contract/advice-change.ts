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
