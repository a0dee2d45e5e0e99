import type { ContractAnalysis, Level } from '@doclens/api';
import type { RedactionMarker } from '../../view/redacted-analysis';

/** What a free plan receives for a contract: risk counts, term names and finding titles only. */
export interface RedactedContractAnalysis extends RedactionMarker {
  documentType: 'contract';
  summary?: string[];
  riskAssessment?: { overall?: Level; overallScore?: number; highRisk: number; mediumRisk: number; lowRisk: number };
  keyTerms?: string[];
  keyFindings?: { type?: Level; title?: string }[];
}

export type ContractViewAnalysis = ContractAnalysis | RedactedContractAnalysis;

/** How many risks of each level; full results list them, redacted ones count them. */
export function riskCountsOf(analysis: ContractViewAnalysis): Record<Level, number> {
  const assessment = analysis.riskAssessment;
  if (!assessment) return { high: 0, medium: 0, low: 0 };
  const countOf = (list: number | unknown[]) => (typeof list === 'number' ? list : list.length);
  return {
    high: countOf(assessment.highRisk),
    medium: countOf(assessment.mediumRisk),
    low: countOf(assessment.lowRisk),
  };
}
