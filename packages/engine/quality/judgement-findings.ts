import type { ContractAnalysis, Evidence } from '@doclens/api';
import { createLocalEngine } from '../src/local/local-engine';
import { readContractPages } from '../training/corpus-contracts';
import type { CurrentFinding } from './judgement-set';

/**
 * The findings a client reading the contract analysis is shown, one per card, in the four kinds the
 * judgement set rates: risk cards, key findings ("Detailed Risk Analysis"), contract improvements
 * (the recommendations tied to a clause) and the clause list. Each statement is the text of its
 * card with the level or priority it shows, since a wrong level is part of what a judgement rates.
 */
export function findingsOfAnalysis(contract: string, analysis: ContractAnalysis): CurrentFinding[] {
  const finding = (
    kind: CurrentFinding['kind'],
    title: string,
    statement: string,
    evidence: Evidence | { quote: string; page: null } | undefined,
  ): CurrentFinding => ({
    contract,
    role: 'client',
    kind,
    title,
    statement,
    quote: evidence?.quote ?? '',
    page: evidence?.page ?? null,
  });
  return [
    ...analysis.risks.map((risk) =>
      finding('risk', titleOf(risk.finding), `${risk.finding} (${risk.level} risk)`, risk.evidence),
    ),
    ...analysis.keyFindings.map((key) =>
      finding(
        'keyFinding',
        key.title,
        `${key.description} Recommendation: ${key.recommendation} (${key.type} risk)`,
        key.evidence ?? { quote: key.quotedText, page: null },
      ),
    ),
    ...analysis.recommendations.contractImprovements.map((improvement) =>
      finding(
        'recommendation',
        titleOf(improvement.issue),
        `${improvement.issue} Change: ${improvement.specificChange} (${improvement.priority} priority)`,
        improvement.evidence,
      ),
    ),
    ...(analysis.clauses ?? []).map((clause) =>
      finding(
        'clause',
        clause.title,
        clause.value ? `${clause.title}: ${clause.value}` : clause.title,
        clause.evidence,
      ),
    ),
  ];
}

/** "Indemnification: You may have to pay …" is titled "Indemnification". */
function titleOf(text: string): string {
  const colon = text.indexOf(':');
  return colon > 0 ? text.slice(0, colon) : text;
}

/**
 * Runs the current local engine, client side, on each named contract (a CUAD corpus text or one of
 * the committed unseen agreements) and lists its findings.
 */
export async function currentFindings(contracts: Iterable<string>): Promise<CurrentFinding[]> {
  const engine = createLocalEngine();
  const findings: CurrentFinding[] = [];
  for (const contract of contracts) {
    const analysis = (await engine.analyze({
      documentType: 'contract',
      parameters: { role: 'client' },
      pages: readContractPages(contract),
      filename: contract,
    })) as ContractAnalysis;
    findings.push(...findingsOfAnalysis(contract, analysis));
  }
  return findings;
}
