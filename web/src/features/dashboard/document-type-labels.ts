import type { AnalysisType } from '@doclens/api';

/** The dashboard's names for the analysis types (spec part 1 §2). */
export const DOCUMENT_TYPE_LABELS: Record<AnalysisType, string> = {
  contract: 'Legal Contract',
  essay: 'Academic Essay',
  cv: 'CV/Resume',
  other: 'General Document',
};
