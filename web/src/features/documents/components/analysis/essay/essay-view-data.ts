import type { EssayAnalysis } from '@doclens/api';
import type { PossiblyRedacted } from '../../../../../lib/possibly-redacted';

/** The essay analysis as a section receives it: complete for paid plans, redacted for free. */
export type EssayViewData = PossiblyRedacted<EssayAnalysis>;

export interface EssaySectionProps {
  essay: EssayViewData;
  /** True when the viewer's plan leaves out the detail (the server redacted it). */
  limited: boolean;
  /** The stored document the analysis is of; absent for an analysis shown without one. */
  documentId?: number;
  onJumpToEvidence?: (evidence: { page: number; quote: string }) => void;
}

const IMPROVEMENT_LISTS = ['immediate', 'contentEnhancements', 'writingMechanics', 'researchSuggestions'] as const;

/** Counted like the dashboard counts it: the improvement lists, else the actionable fixes. */
export function essayImprovementCount(essay: EssayViewData): number {
  const fromCounts = redactionCountOf(essay);
  if (fromCounts !== undefined) return fromCounts;
  const detailed = IMPROVEMENT_LISTS.reduce((sum, key) => sum + (essay.detailedImprovements?.[key]?.length ?? 0), 0);
  return detailed > 0 ? detailed : (essay.actionableFixes?.length ?? 0);
}

/** A redacted analysis carries the full counts, since its lists were shortened. */
function redactionCountOf(essay: EssayViewData): number | undefined {
  const counts = (essay as { counts?: { improvementCounts?: { improvements?: unknown } | null } }).counts;
  const value = counts?.improvementCounts?.improvements;
  return typeof value === 'number' ? value : undefined;
}
