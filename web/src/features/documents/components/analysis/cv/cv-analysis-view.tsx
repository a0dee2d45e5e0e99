import { type CvAnalysis, isPaidPlan } from '@doclens/api';
import type { ReactNode } from 'react';
import { isRedactedAnalysis } from '../../../../../lib/possibly-redacted';
import type { AnalysisSection, AnalysisViewProps } from '../analysis-view-props';
import { CvCareerInsights } from './cv-career-insights';
import { CvFirstImpressions } from './cv-first-impressions';
import { CvOverview } from './cv-overview';
import { CvPriorityImprovements } from './cv-priority-improvements';
import type { CvSectionProps, CvViewData } from './cv-view-data';

/** A CV has no risk section (spec part 2 §2), so that tab renders nothing. */
const CV_SECTIONS: Record<AnalysisSection, ((props: CvSectionProps) => ReactNode) | null> = {
  overview: CvOverview,
  details: CvFirstImpressions,
  risks: null,
  recommendations: CvPriorityImprovements,
  insights: CvCareerInsights,
};

export function CvAnalysisView({ analysis, section, plan, onJumpToEvidence }: AnalysisViewProps<CvAnalysis>) {
  const Section = CV_SECTIONS[section];
  if (!Section) return null;
  const cv: CvViewData = analysis;
  return (
    <Section cv={cv} limited={!isPaidPlan(plan) || isRedactedAnalysis(analysis)} onJumpToEvidence={onJumpToEvidence} />
  );
}
