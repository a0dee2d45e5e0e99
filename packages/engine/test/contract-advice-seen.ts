import type { ContractAnalysis } from '@doclens/api';

/**
 * Every piece of advice the reader sees under the given titles, as one string to match: the key
 * findings' recommendations, then the recommended changes ("[[],[]]" when there is none).
 */
export function adviceOn(result: ContractAnalysis, ...titles: string[]): string {
  const findings = result.keyFindings.filter((finding) => titles.includes(finding.title));
  const changes = result.recommendations.contractImprovements.filter((improvement) =>
    titles.some((title) => improvement.issue.startsWith(`${title}:`)),
  );
  return JSON.stringify([findings.map((finding) => finding.recommendation), changes.map((c) => c.specificChange)]);
}

/**
 * Everything the reader is told under the given titles, as one string to match: each key finding's
 * description and recommendation, then each recommended change's issue and specific change.
 */
export function toldOn(result: ContractAnalysis, ...titles: string[]): string {
  const findings = result.keyFindings.filter((finding) => titles.includes(finding.title));
  const changes = result.recommendations.contractImprovements.filter((improvement) =>
    titles.some((title) => improvement.issue.startsWith(`${title}:`)),
  );
  return JSON.stringify([
    findings.map((finding) => [finding.description, finding.recommendation]),
    changes.map((change) => [change.issue, change.specificChange]),
  ]);
}
