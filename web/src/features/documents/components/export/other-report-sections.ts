import type { OtherAnalysis } from '@doclens/api';
import type { PossiblyRedacted } from '../../../../lib/possibly-redacted';
import {
  capitalized,
  evidenceOf,
  factorFindings,
  findings,
  itemsOf,
  outOf100,
  type ReportFinding,
  type ReportSection,
  scores,
  section,
  summaryBlock,
} from './report-content';

type OtherReportData = PossiblyRedacted<OtherAnalysis> & { analysisParameters?: { documentPurpose?: string } };

/** The other-document view's sections (spec part 2 §2): overview, key insights, recommendations. */
export function otherReportSections(analysis: Record<string, unknown>): ReportSection[] {
  const other = analysis as OtherReportData;
  return [
    section('Overview', [
      scores([
        ['Overall effectiveness', outOf100(other.overallAssessment?.score)],
        ['Document purpose', other.analysisParameters?.documentPurpose],
      ]),
      factorFindings(other.overallAssessment?.factors),
    ]),
    section('Summary', [summaryBlock(other.summary)]),
    section('Key Insights', [findings(itemsOf(other.keyInsights as unknown[] | undefined).map(insightFinding))]),
    section('Recommendations', [
      findings(
        itemsOf(other.recommendations).map((recommendation) =>
          recommendation.title
            ? {
                title: recommendation.title,
                level: capitalized(recommendation.impact),
                description: recommendation.description,
                ...evidenceOf(recommendation.evidence),
              }
            : undefined,
        ),
      ),
    ]),
  ];
}

/** A redacted copy names insights by title (or as plain text); a full one describes and quotes them. */
function insightFinding(insight: unknown): ReportFinding | undefined {
  if (typeof insight === 'string') return { title: insight };
  if (typeof insight !== 'object' || insight === null) return undefined;
  const { title, description, evidence } = insight as NonNullable<OtherReportData['keyInsights']>[number];
  return title ? { title, description, ...evidenceOf(evidence) } : undefined;
}
