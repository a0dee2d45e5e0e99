import type { AnalysisResult } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { derivedColumns } from './derived-columns';

// Only the fields derivedColumns reads; the rest of each shape does not matter here.
const partial = (value: object) => value as AnalysisResult;

describe('derived columns', () => {
  it('takes the risk level and risk score of a contract', () => {
    const contract = partial({ documentType: 'contract', riskAssessment: { overall: 'high', overallScore: 72 } });
    expect(derivedColumns(contract)).toEqual({ riskLevel: 'high', overallGrade: null, overallScore: 72 });
  });

  it('takes the letter grade and score of an essay', () => {
    const essay = partial({ documentType: 'essay', overallGrade: { grade: 'B+', score: 88 } });
    expect(derivedColumns(essay)).toEqual({ riskLevel: null, overallGrade: 'B+', overallScore: 88 });
  });

  it('takes the overall score of a CV and of any other document', () => {
    expect(derivedColumns(partial({ documentType: 'cv', overallScore: { score: 64 } }))).toEqual({
      riskLevel: null,
      overallGrade: null,
      overallScore: 64,
    });
    expect(derivedColumns(partial({ documentType: 'other', overallAssessment: { score: 51 } }))).toEqual({
      riskLevel: null,
      overallGrade: null,
      overallScore: 51,
    });
  });
});
