import { type Level, type RiskAssessment, riskLevelForScore } from '@doclens/api';
import type { ShownFinding } from './contract-context';
import type { ContractFinding } from './key-findings';

/** With nothing found to worry about, the contract is low risk but not risk-free. */
const NOTHING_FOUND_SCORE = 10;
const WORST_WEIGHT = 0.55;
const TOP_COUNT = 3;

/**
 * The contract's risk score: mostly its worst finding, pulled by the next worst, so that one
 * serious clause is enough for "medium" and two (or one with company) make it "high".
 */
export function assessOverallRisk(findings: readonly ContractFinding[]): RiskAssessment {
  const scores = findings.map(({ finding }) => finding.score).sort((a, b) => b - a);
  const top = scores.slice(0, TOP_COUNT);
  const overallScore =
    top.length === 0
      ? NOTHING_FOUND_SCORE
      : Math.round(WORST_WEIGHT * (top[0] as number) + (1 - WORST_WEIGHT) * mean(top));
  const itemsOf = (level: Level) =>
    findings
      .filter(({ finding }) => finding.type === level)
      .map(({ finding, headline }) => ({
        finding: `${finding.title}: ${headline}`,
        ...(finding.evidence ? { evidence: finding.evidence } : {}),
      }));
  return {
    overall: riskLevelForScore(overallScore),
    overallScore,
    highRisk: itemsOf('high'),
    mediumRisk: itemsOf('medium'),
    lowRisk: itemsOf('low'),
  };
}

/**
 * The assessment with findings that are not clauses (a topic the user asked about that the contract is
 * silent on) listed at their level, so the counts match the findings shown; the score stays the clauses'.
 */
export function withListedFindings(risk: RiskAssessment, shown: readonly ShownFinding[]): RiskAssessment {
  const listed = (level: Level) =>
    shown
      .filter(({ finding }) => finding.type === level)
      .map(({ finding, headline }) => ({ finding: `${finding.title}: ${headline}` }));
  return {
    ...risk,
    highRisk: [...risk.highRisk, ...listed('high')],
    mediumRisk: [...risk.mediumRisk, ...listed('medium')],
    lowRisk: [...risk.lowRisk, ...listed('low')],
  };
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
