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

/** The risk cards the reader sees under the title, as their findings. */
export function risksTitled(result: ContractAnalysis, title: string): string[] {
  return result.risks.filter((risk) => risk.finding.startsWith(`${title}:`)).map((risk) => risk.finding);
}

/** Every line the reader sees about one clause: its risk cards, its key findings and its recommended changes. */
export function toldAboutLines(result: ContractAnalysis, title: string): string[] {
  return [
    ...risksTitled(result, title),
    ...result.keyFindings
      .filter((finding) => finding.title === title)
      .map((finding) => `${finding.description} ${finding.recommendation}`),
    ...result.recommendations.contractImprovements
      .filter((improvement) => improvement.issue.startsWith(`${title}:`))
      .map((improvement) => `${improvement.issue} ${improvement.specificChange}`),
  ];
}

/** The quotes the reader sees under `title`: risk cards, key findings and the clause list. */
export function quotesTitled(result: ContractAnalysis, title: string): string[] {
  return [
    ...result.keyFindings.filter((finding) => finding.title === title).map((finding) => finding.evidence?.quote ?? ''),
    ...result.risks.filter((risk) => risk.finding.startsWith(`${title}:`)).map((risk) => risk.evidence?.quote ?? ''),
    ...(result.clauses ?? []).filter((clause) => clause.title === title).map((clause) => clause.evidence?.quote ?? ''),
  ];
}

/** The recommendation of the key finding with this title, or '' when there is none. */
export function keyFindingAdvice(result: ContractAnalysis, title: string): string {
  return result.keyFindings.find((finding) => finding.title === title)?.recommendation ?? '';
}
