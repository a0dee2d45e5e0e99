import type { ContractFinding } from './key-findings';

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
