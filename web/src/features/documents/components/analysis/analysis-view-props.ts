import type { PlanId } from '@doclens/api';

/** The tabs of the document view (spec part 2 §2); each type shows its own subset. */
export const ANALYSIS_SECTIONS = ['overview', 'details', 'risks', 'recommendations', 'insights'] as const;
export type AnalysisSection = (typeof ANALYSIS_SECTIONS)[number];

/** What every per-type analysis view receives from the document page. */
export interface AnalysisViewProps<Analysis> {
  analysis: Analysis;
  section: AnalysisSection;
  /** Free plans see counts and teasers with upgrade prompts (the server already redacted the detail). */
  plan: PlanId;
  /** The stored document the analysis is of, for choices kept with it (rules ignored in an essay). */
  documentId?: number;
  /** Scrolls the PDF to a quote; absent until the PDF viewer exists. */
  onJumpToEvidence?: (evidence: { page: number; quote: string }) => void;
}
