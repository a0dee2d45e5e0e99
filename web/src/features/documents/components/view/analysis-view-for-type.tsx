import type { AnalysisType, CvAnalysis, EssayAnalysis, PlanId } from '@doclens/api';
import type { AnalysisSection, AnalysisViewProps } from '../analysis/analysis-view-props';
import { ContractAnalysisView } from '../analysis/contract/contract-analysis-view';
import type { ContractViewAnalysis } from '../analysis/contract/contract-view-analysis';
import { CvAnalysisView } from '../analysis/cv/cv-analysis-view';
import { EssayAnalysisView } from '../analysis/essay/essay-analysis-view';
import { OtherAnalysisView } from '../analysis/other/other-analysis-view';
import type { OtherViewAnalysis } from '../analysis/other/other-view-analysis';

interface AnalysisViewForTypeProps {
  viewType: AnalysisType;
  analysis: Record<string, unknown>;
  section: AnalysisSection;
  plan: PlanId;
  documentId?: number;
  processingTimeMs: number | null;
  onJumpToEvidence?: AnalysisViewProps<unknown>['onJumpToEvidence'];
}

/**
 * The server stores analyses that passed the result schemas (or their redacted copies), so the
 * page hands them to the view of their type without parsing them again.
 */
export function AnalysisViewForType({ viewType, analysis, processingTimeMs, ...shared }: AnalysisViewForTypeProps) {
  switch (viewType) {
    case 'essay':
      return <EssayAnalysisView {...shared} analysis={analysis as unknown as EssayAnalysis} />;
    case 'cv':
      return <CvAnalysisView {...shared} analysis={analysis as unknown as CvAnalysis} />;
    case 'other':
      return <OtherAnalysisView {...shared} analysis={analysis as unknown as OtherViewAnalysis} />;
    case 'contract':
      return (
        <ContractAnalysisView
          {...shared}
          analysis={analysis as unknown as ContractViewAnalysis}
          processingTimeMs={processingTimeMs}
        />
      );
  }
}
