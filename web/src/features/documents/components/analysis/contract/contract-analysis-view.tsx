import { type ContractAnalysis, riskLevelForScore } from '@doclens/api';
import { Badge } from '../../../../../components/ui/badge';
import { ProgressRing } from '../../../../../components/ui/progress-ring';
import { UpgradePrompt } from '../../../../../components/ui/upgrade-prompt';
import { formatDuration } from '../../../../../lib/format';
import { canSeePaidDetail } from '../../view/document-analysis-access';
import { isRedacted } from '../../view/redacted-analysis';
import { SectionCard } from '../../view/section-card';
import type { AnalysisViewProps } from '../analysis-view-props';
import { ContractDetails } from './contract-details';
import { ContractIndustryContext } from './contract-industry-context';
import { ContractKeyFindings, RedactedContractKeyFindings } from './contract-key-findings';
import { ContractKeyTerms, RedactedContractKeyTerms } from './contract-key-terms';
import { ContractRecommendationsSection } from './contract-recommendations';
import { ContractRiskCards } from './contract-risk-cards';
import { type ContractViewAnalysis, type RedactedContractAnalysis, riskCountsOf } from './contract-view-analysis';

export interface ContractAnalysisViewProps extends AnalysisViewProps<ContractViewAnalysis> {
  /** Shown under Document Information; null while unknown. */
  processingTimeMs?: number | null;
}

export function ContractAnalysisView(props: ContractAnalysisViewProps) {
  const { analysis, section, plan } = props;
  if (isRedacted(analysis)) return <RedactedContractSection {...props} analysis={analysis} />;
  const full = analysis as ContractAnalysis;
  switch (section) {
    case 'overview':
      return <ContractOverview {...props} analysis={full} />;
    case 'details':
      return (
        <ContractDetails
          summary={full.summary}
          clauses={full.clauses ?? []}
          onJumpToEvidence={props.onJumpToEvidence}
        />
      );
    case 'risks':
      return <ContractKeyFindings findings={full.keyFindings} onJumpToEvidence={props.onJumpToEvidence} />;
    case 'recommendations':
      return (
        <ContractRecommendationsSection
          recommendations={full.recommendations}
          onJumpToEvidence={props.onJumpToEvidence}
        />
      );
    case 'insights':
      return canSeePaidDetail(full, plan) ? (
        <ContractIndustryContext context={full.industryContext} />
      ) : (
        <UpgradePrompt title="Market analysis & industry context is available on Pro and Enterprise plans" />
      );
  }
}

function ContractOverview({
  analysis,
  processingTimeMs,
  onJumpToEvidence,
}: ContractAnalysisViewProps & { analysis: ContractAnalysis }) {
  return (
    <div className="space-y-6">
      <OverallRisk score={analysis.riskAssessment.overallScore} />
      <ContractRiskCards counts={riskCountsOf(analysis)} />
      <ContractDetails
        summary={analysis.summary}
        clauses={analysis.clauses ?? []}
        onJumpToEvidence={onJumpToEvidence}
      />
      <ContractKeyTerms terms={analysis.keyTerms} onJumpToEvidence={onJumpToEvidence} />
      <DocumentInformation processingTimeMs={processingTimeMs} />
    </div>
  );
}

function RedactedContractSection(props: ContractAnalysisViewProps & { analysis: RedactedContractAnalysis }) {
  const { analysis, section } = props;
  const { counts } = analysis;
  switch (section) {
    case 'overview':
      return (
        <div className="space-y-6">
          {analysis.riskAssessment?.overallScore !== undefined && (
            <OverallRisk score={analysis.riskAssessment.overallScore} />
          )}
          <ContractRiskCards counts={riskCountsOf(analysis)} />
          <ContractDetails summary={analysis.summary ?? []} clauses={[]} />
          <RedactedContractKeyTerms termNames={analysis.keyTerms ?? []} total={counts.keyTermsCount} />
          <DocumentInformation processingTimeMs={props.processingTimeMs} />
        </div>
      );
    case 'details':
      return <ContractDetails summary={analysis.summary ?? []} clauses={[]} />;
    case 'risks':
      return <RedactedContractKeyFindings teasers={analysis.keyFindings ?? []} />;
    case 'recommendations':
      return (
        <UpgradePrompt
          title="Detailed recommendations are available on Pro and Enterprise plans"
          description={`${counts.recommendationsCount} recommendations for this contract`}
        />
      );
    case 'insights':
      return <UpgradePrompt title="Market analysis & industry context is available on Pro and Enterprise plans" />;
  }
}

const RISK_BAND_BADGES = {
  high: { label: 'High risk', variant: 'destructive' },
  medium: { label: 'Medium risk', variant: 'secondary' },
  low: { label: 'Low risk', variant: 'default' },
} as const;

/** A risk score reads the other way round from other scores: high is bad (bands of part 2 §9). */
function OverallRisk({ score }: { score: number }) {
  const band = RISK_BAND_BADGES[riskLevelForScore(score)];
  return (
    <div className="flex items-center gap-4">
      <ProgressRing value={score} size="sm" label="Overall risk score" />
      <div className="space-y-1">
        <p className="font-medium">Overall risk score: {score}/100</p>
        <Badge variant={band.variant}>{band.label}</Badge>
      </div>
    </div>
  );
}

function DocumentInformation({ processingTimeMs }: { processingTimeMs?: number | null }) {
  return (
    <SectionCard title="Document Information">
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Document type</dt>
          <dd className="font-medium">Contract</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Processing time</dt>
          <dd className="font-medium">
            {processingTimeMs == null ? 'Processing complete' : formatDuration(processingTimeMs)}
          </dd>
        </div>
      </dl>
    </SectionCard>
  );
}
