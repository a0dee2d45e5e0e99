import type { AnalysisType } from '@doclens/api';

export interface AnalysisTypeOption {
  type: AnalysisType;
  label: string;
  description: string;
}

/** The landing page's four type buttons (spec part 1 §1), contract first because it is the default. */
export const ANALYSIS_TYPE_OPTIONS: readonly AnalysisTypeOption[] = [
  { type: 'contract', label: 'Contract', description: 'Legal risks and recommendations' },
  { type: 'essay', label: 'Essay/Article', description: 'Grammar, structure and writing quality' },
  { type: 'cv', label: 'CV/Resume', description: 'Professional presentation and impact' },
  { type: 'other', label: 'Other', description: 'Screenplays, bank statements and more' },
];

export const DEFAULT_ANALYSIS_TYPE: AnalysisType = 'contract';
