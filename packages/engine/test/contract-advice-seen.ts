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
