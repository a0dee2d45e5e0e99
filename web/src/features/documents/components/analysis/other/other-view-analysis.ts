import type { OtherAnalysis } from '@doclens/api';
import type { RedactionMarker } from '../../view/redacted-analysis';

/** What a free plan receives for another document: the score and the insight titles. */
export interface RedactedOtherAnalysis extends RedactionMarker {
  documentType: 'other';
  summary?: string[];
  analysisParameters?: { documentPurpose?: string };
  overallAssessment?: { score?: number };
  keyInsights?: (string | { title?: string })[];
}

export type OtherViewAnalysis = OtherAnalysis | RedactedOtherAnalysis;
