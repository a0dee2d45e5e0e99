import type { Evidence, KeyInsight, OtherAnalysis } from '@doclens/api';
import { Badge } from '../../../../../components/ui/badge';
import { Card } from '../../../../../components/ui/card';
import { EvidenceQuote } from '../../../../../components/ui/evidence-quote';
import { Heading } from '../../../../../components/ui/heading-level';
import { ProgressRing } from '../../../../../components/ui/progress-ring';
import { UpgradePrompt } from '../../../../../components/ui/upgrade-prompt';
import { LegalTermText } from '../../legal-terms/legal-term-text';
import { isRedacted } from '../../view/redacted-analysis';
import { scoreBadgeVariant } from '../../view/score-styles';
import { SectionCard, SectionFallback } from '../../view/section-card';
import type { AnalysisSection, AnalysisViewProps } from '../analysis-view-props';
import type { OtherViewAnalysis } from './other-view-analysis';

/** Spec part 2 §8: the sections this type has no content for say so. */
const UNAVAILABLE_SECTION_TEXT: Partial<Record<AnalysisSection, string>> = {
  details: 'Details section not available for this document type',
  risks: 'Risk assessment not available for this document type',
  insights: 'Insights section not available for this document type',
};

const IMPACT_BADGE = { high: 'danger', medium: 'warning', low: 'secondary' } as const;

interface InsightItem {
  title: string;
  description?: string;
  evidence?: Evidence;
}

export function OtherAnalysisView({ analysis, section, onJumpToEvidence }: AnalysisViewProps<OtherViewAnalysis>) {
  const unavailable = UNAVAILABLE_SECTION_TEXT[section];
  if (unavailable) return <SectionFallback text={unavailable} />;
  if (section === 'recommendations') {
    return isRedacted(analysis) ? (
      <UpgradePrompt
        title="Detailed recommendations are available on Pro and Enterprise plans"
        description={`${recommendationCountOf(analysis)} recommendations for this document`}
      />
    ) : (
      <OtherRecommendations analysis={analysis as OtherAnalysis} onJumpToEvidence={onJumpToEvidence} />
    );
  }
  return <OtherOverview analysis={analysis} onJumpToEvidence={onJumpToEvidence} />;
}

function OtherOverview({
  analysis,
  onJumpToEvidence,
}: Pick<AnalysisViewProps<OtherViewAnalysis>, 'analysis' | 'onJumpToEvidence'>) {
  const insights = insightsOf(analysis);
  const score = analysis.overallAssessment?.score ?? 0;
  const purpose = analysis.analysisParameters?.documentPurpose;
  return (
    <div className="space-y-6">
      {/* Columns follow the pane's width, not the window's: beside the PDF the pane is half the window. */}
      <div className="@container">
        <dl className="grid gap-4 @md:grid-cols-2 @4xl:grid-cols-4">
          <OverviewStat label="Document type" value={purpose ? `Other — ${purpose}` : 'Other'} />
          <OverviewStat label="Key insights" value={String(insights.length)} />
          <OverviewStat label="Recommendations" value={String(recommendationCountOf(analysis))} />
          {/* A <dl> may hold only <dt>/<dd> and the <div>s that group them, so each card is that <div>. */}
          <Card className="min-w-0 p-6">
            <dt className="text-sm break-words text-muted-foreground">Overall effectiveness</dt>
            <dd className="flex flex-wrap items-center gap-3">
              <ProgressRing value={score} size="sm" label="Overall effectiveness score" />
              <Badge variant={scoreBadgeVariant(score)}>{score}/100</Badge>
            </dd>
          </Card>
        </dl>
      </div>
      <SectionCard title="Key Insights">
        {insights.length === 0 && <SectionFallback text="No key insights available" />}
        <ul className="space-y-3">
          {insights.map((insight) => (
            <li key={insight.title} className="space-y-1">
              <Heading className="font-medium">{insight.title}</Heading>
              {insight.description && (
                <p className="text-sm text-muted-foreground">
                  <LegalTermText text={insight.description} />
                </p>
              )}
              <EvidenceQuote evidence={insight.evidence} onJump={onJumpToEvidence} />
            </li>
          ))}
        </ul>
        {isRedacted(analysis) && (
          <UpgradePrompt title="Full insight descriptions and recommendations are available on Pro and Enterprise plans" />
        )}
      </SectionCard>
    </div>
  );
}

function OtherRecommendations({
  analysis,
  onJumpToEvidence,
}: {
  analysis: OtherAnalysis;
  onJumpToEvidence?: (evidence: Evidence) => void;
}) {
  return (
    <SectionCard title="Recommendations">
      {analysis.recommendations.length === 0 && <SectionFallback text="No recommendations available" />}
      <ul className="space-y-3">
        {analysis.recommendations.map((recommendation) => (
          <li key={recommendation.title} className="space-y-1 rounded-md border p-4">
            <div className="flex flex-wrap items-center gap-2">
              <Heading className="font-medium">{recommendation.title}</Heading>
              <Badge variant={IMPACT_BADGE[recommendation.impact]}>{recommendation.impact} impact</Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              <LegalTermText text={recommendation.description} />
            </p>
            <EvidenceQuote evidence={recommendation.evidence} onJump={onJumpToEvidence} />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function OverviewStat({ label, value }: { label: string; value: string }) {
  return (
    <Card className="min-w-0 p-6">
      <dt className="text-sm break-words text-muted-foreground">{label}</dt>
      {/* A long purpose is cut after two lines; the title gives the whole of it on hover. */}
      <dd className="line-clamp-2 text-2xl font-bold break-words" title={value}>
        {value}
      </dd>
    </Card>
  );
}

function insightsOf(analysis: OtherViewAnalysis): InsightItem[] {
  if (!isRedacted(analysis)) return (analysis as OtherAnalysis).keyInsights.map((insight: KeyInsight) => insight);
  return (analysis.keyInsights ?? [])
    .map((insight) => (typeof insight === 'string' ? { title: insight } : { title: insight.title ?? '' }))
    .filter((insight) => insight.title !== '');
}

function recommendationCountOf(analysis: OtherViewAnalysis): number {
  if (!isRedacted(analysis)) return (analysis as OtherAnalysis).recommendations.length;
  return analysis.counts.insightCounts?.recommendations ?? analysis.counts.recommendationsCount;
}
