import type { AnalysisResult, Level } from '@doclens/api';

/** The columns the dashboard sorts and filters by, read from a finished analysis. */
export interface DerivedColumns {
  riskLevel: Level | null;
  overallGrade: string | null;
  overallScore: number | null;
}

export function derivedColumns(result: AnalysisResult): DerivedColumns {
  switch (result.documentType) {
    case 'contract':
      return {
        riskLevel: result.riskAssessment.overall,
        overallGrade: null,
        overallScore: result.riskAssessment.overallScore,
      };
    case 'essay':
      return { riskLevel: null, overallGrade: result.overallGrade.grade, overallScore: result.overallGrade.score };
    case 'cv':
      return { riskLevel: null, overallGrade: null, overallScore: result.overallScore.score };
    case 'other':
      return { riskLevel: null, overallGrade: null, overallScore: result.overallAssessment.score };
  }
}
