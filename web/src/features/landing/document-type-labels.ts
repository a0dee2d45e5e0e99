import type { AnalysisType } from '@doclens/api';

/** The readable type shown in the preview (spec part 1 §2); unknown types read 'Document'. */
const PREVIEW_TYPE_LABELS: Record<AnalysisType, string> = {
  essay: 'Essay/Article',
  cv: 'CV/Resume',
  contract: 'Contract',
  other: 'General Document',
};

export function previewTypeLabel(type: string | null): string {
  return type && type in PREVIEW_TYPE_LABELS ? PREVIEW_TYPE_LABELS[type as AnalysisType] : 'Document';
}
