import { type EssayAnalysis, isPaidPlan } from '@doclens/api';
import type { ReactNode } from 'react';
import { isRedactedAnalysis } from '../../../../../lib/possibly-redacted';
import type { AnalysisSection, AnalysisViewProps } from '../analysis-view-props';
import { EssayGradeFeedback } from './essay-grade-feedback';
import { EssayImprovementSuggestions } from './essay-improvement-suggestions';
import { EssayOverview } from './essay-overview';
import { EssayStructure } from './essay-structure';
import type { EssaySectionProps, EssayViewData } from './essay-view-data';
import { EssayWritingMetrics } from './essay-writing-metrics';

const ESSAY_SECTIONS: Record<AnalysisSection, (props: EssaySectionProps) => ReactNode> = {
  overview: EssayOverview,
  details: EssayStructure,
  risks: EssayGradeFeedback,
  recommendations: EssayImprovementSuggestions,
  insights: EssayWritingMetrics,
};

export function EssayAnalysisView({
  analysis,
  section,
  plan,
  documentId,
  onJumpToEvidence,
}: AnalysisViewProps<EssayAnalysis>) {
  const essay: EssayViewData = analysis;
  // Without a grade there is nothing an essay section can be built around.
  if (!essay.overallGrade) return <p className="text-muted-foreground">Essay analysis data not available</p>;
  const Section = ESSAY_SECTIONS[section];
  return (
    <Section
      essay={essay}
      limited={!isPaidPlan(plan) || isRedactedAnalysis(analysis)}
      documentId={documentId}
      onJumpToEvidence={onJumpToEvidence}
    />
  );
}
