import type { ContractAnalysis, KeyFinding } from '@doclens/api';
import { expect } from 'vitest';
import { analyzeContractLines } from './result-checks';

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

/** The first key finding with the title, if the reader is shown one. */
export function keyFindingTitled(result: ContractAnalysis, title: string): KeyFinding | undefined {
  return result.keyFindings.find((finding) => finding.title === title);
}

/** What each key finding with the title says and advises, one line a finding. */
export function keyFindingLines(result: ContractAnalysis, title: string): string[] {
  return result.keyFindings
    .filter((finding) => finding.title === title)
    .map((finding) => `${finding.description} ${finding.recommendation}`);
}

/** What the first key finding with the title says and advises, or '' when there is none. */
export function keyFindingSaid(result: ContractAnalysis, title: string): string {
  return keyFindingLines(result, title)[0] ?? '';
}

/** The risk cards and then the key findings under the title, as one text; not the recommended changes. */
export function risksAndFindingsTold(result: ContractAnalysis, title: string): string {
  return [...risksTitled(result, title), ...keyFindingLines(result, title)].join(' ');
}

/**
 * The text told, once checked that something is told at all: a wording test that only says what the
 * text must not contain would otherwise pass on a finding that is missing.
 */
export function somethingTold(told: string): string {
  expect(told).not.toBe('');
  return told;
}

/**
 * What `adviceOn` or `toldOn` give, once checked that the reader is shown something under the titles
 * ("[[],[]]" is nothing shown).
 */
export function somethingShown(shown: string): string {
  expect(shown).not.toBe('[[],[]]');
  return shown;
}

/** Every line the reader sees about one clause: its risk cards, its key findings and its recommended changes. */
export function toldAboutLines(result: ContractAnalysis, title: string): string[] {
  return [
    ...risksTitled(result, title),
    ...keyFindingLines(result, title),
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

/** The "Parties" line of the clause list: who the reader is told contracts, and the quote it is read from. */
export function partiesLine(result: ContractAnalysis): { value?: string; quote?: string } | undefined {
  const clause = result.clauses?.find((candidate) => candidate.category === 'Parties');
  return clause ? { value: clause.value, quote: clause.evidence?.quote } : undefined;
}

/** The "Parties" line of the lines written for a test, one a line, analysed for the client. */
export async function partiesLineOf(...lines: string[]): Promise<{ value?: string; quote?: string } | undefined> {
  return partiesLine(await analyzeContractLines(lines));
}
