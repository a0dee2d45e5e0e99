import type { AnalysisType, DocumentPreview } from '@doclens/api';
import type { RiskLevel } from '@doclens/db';
import { countOf, type JsonRecord, listOf, numberOf, recordOf, sumOfListLengths, textOf } from './loose-json';

/** The columns a document's counts are read from; a stored `Document` row fits. */
export interface AnalysedDocument {
  documentType: AnalysisType | null;
  analysis: JsonRecord | null;
  riskLevel: RiskLevel | null;
  overallGrade: string | null;
  overallScore: number | null;
}

/** What every plan may see of an analysis: scores and counts, never the findings themselves. */
export type AnalysisCounts = Pick<
  DocumentPreview,
  | 'riskCounts'
  | 'gradeInfo'
  | 'cvScores'
  | 'insightCounts'
  | 'improvementCounts'
  | 'keyTermsCount'
  | 'recommendationsCount'
>;

const RISK_LIST_KEYS = { high: 'highRisk', medium: 'mediumRisk', low: 'lowRisk' } as const;
const ESSAY_IMPROVEMENT_KEYS = ['immediate', 'contentEnhancements', 'writingMechanics', 'researchSuggestions'] as const;
const CV_ENHANCEMENT_KEYS = ['contentUpgrades', 'strategicChanges', 'industrySpecific'] as const;

/** The spec picks the view by type: essay, cv, other, and contract for anything else. */
export function analysisViewOf(documentType: AnalysisType | null): AnalysisType {
  return documentType ?? 'contract';
}

export function analysisCountsOf(document: AnalysedDocument): AnalysisCounts {
  const { analysis } = document;
  if (!analysis) {
    return {
      riskCounts: null,
      gradeInfo: null,
      cvScores: null,
      insightCounts: null,
      improvementCounts: null,
      keyTermsCount: 0,
      recommendationsCount: 0,
    };
  }
  const view = analysisViewOf(document.documentType);
  return {
    riskCounts: view === 'contract' ? riskCountsOf(analysis, document.riskLevel) : null,
    gradeInfo: view === 'essay' ? gradeInfoOf(analysis, document.overallGrade) : null,
    cvScores: view === 'cv' ? cvScoresOf(analysis, document.overallScore) : null,
    insightCounts: view === 'other' ? insightCountsOf(analysis) : null,
    improvementCounts: improvementCountsOf(analysis, view),
    keyTermsCount: listOf(analysis.keyTerms).length,
    recommendationsCount: recommendationsCountOf(analysis.recommendations),
  };
}

/** Counted from the risk assessment's lists when the engine gave them, else from the findings' levels. */
export function riskCountsOf(
  analysis: JsonRecord,
  storedLevel: RiskLevel | null,
): NonNullable<AnalysisCounts['riskCounts']> {
  const assessment = recordOf(analysis.riskAssessment);
  const hasLists = Object.values(RISK_LIST_KEYS).some((key) => Array.isArray(assessment?.[key]));
  const countLevel = (level: keyof typeof RISK_LIST_KEYS) =>
    hasLists
      ? listOf(assessment?.[RISK_LIST_KEYS[level]]).length
      : listOf(analysis.keyFindings).filter((finding) => recordOf(finding)?.type === level).length;
  const high = countLevel('high');
  const medium = countLevel('medium');
  const low = countLevel('low');
  const derived = high > 0 ? 'high' : medium > 0 ? 'medium' : 'low';
  return { high, medium, low, overall: textOf(assessment?.overall) ?? storedLevel ?? derived };
}

/**
 * Recommendations come as a list of strings, a list of `{ category, items }` groups, or an
 * object of lists (contractImprovements, immediateActions…); each item counts once.
 */
export function recommendationsCountOf(recommendations: unknown): number {
  if (Array.isArray(recommendations)) {
    return recommendations.reduce<number>((total, entry) => {
      const items = recordOf(entry)?.items;
      return total + (Array.isArray(items) ? items.length : 1);
    }, 0);
  }
  const groups = recordOf(recommendations);
  if (groups) return Object.values(groups).reduce<number>((total, list) => total + listOf(list).length, 0);
  return textOf(recommendations) ? 1 : 0;
}

function gradeInfoOf(analysis: JsonRecord, storedGrade: string | null): AnalysisCounts['gradeInfo'] {
  const grade = recordOf(analysis.overallGrade);
  const letter = textOf(grade?.grade) ?? textOf(analysis.overallGrade) ?? storedGrade;
  if (!letter) return null;
  return { overallGrade: letter, score: numberOf(grade?.score) ?? 0 };
}

function cvScoresOf(analysis: JsonRecord, storedScore: number | null): AnalysisCounts['cvScores'] {
  const overall = numberOf(recordOf(analysis.overallScore)?.score) ?? numberOf(analysis.overallScore) ?? storedScore;
  return {
    overall: overall ?? 0,
    atsCompatibility: numberOf(recordOf(analysis.atsFriendliness)?.atsScore) ?? 0,
    firstImpression: numberOf(recordOf(analysis.firstImpression)?.score) ?? 0,
  };
}

function insightCountsOf(analysis: JsonRecord): AnalysisCounts['insightCounts'] {
  const keyInsights = listOf(analysis.keyInsights).length;
  const recommendations = recommendationsCountOf(analysis.recommendations);
  return { keyInsights, recommendations, total: keyInsights + recommendations };
}

function improvementCountsOf(analysis: JsonRecord, view: AnalysisType): AnalysisCounts['improvementCounts'] {
  if (view === 'essay') {
    const style = recordOf(analysis.grammarAndStyle);
    const grammar =
      style?.grammarIssues === undefined ? listOf(style?.specificCorrections).length : countOf(style.grammarIssues);
    const detailed = sumOfListLengths(recordOf(analysis.detailedImprovements), ESSAY_IMPROVEMENT_KEYS);
    const improvements = detailed > 0 ? detailed : listOf(analysis.actionableFixes).length;
    return { grammar, improvements, critical: 0, enhancements: 0, total: grammar + improvements };
  }
  if (view === 'cv') {
    const plan = recordOf(analysis.criticalImprovements);
    const grammar = countOf(recordOf(analysis.writingQuality)?.grammarIssues);
    const critical = listOf(plan?.immediate).length;
    const enhancements = sumOfListLengths(plan, CV_ENHANCEMENT_KEYS);
    return { grammar, improvements: 0, critical, enhancements, total: grammar + critical + enhancements };
  }
  return null;
}
