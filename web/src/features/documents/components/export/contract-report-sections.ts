import type { ContractAnalysis } from '@doclens/api';
import type { PossiblyRedacted } from '../../../../lib/possibly-redacted';
import { type ContractViewAnalysis, riskCountsOf } from '../analysis/contract/contract-view-analysis';
import {
  capitalized,
  evidenceOf,
  findings,
  itemsOf,
  list,
  paragraph,
  type ReportSection,
  scores,
  section,
  summaryBlock,
  withScore,
} from './report-content';

const LEVELS = ['high', 'medium', 'low'] as const;

type ContractReportData = PossiblyRedacted<ContractAnalysis>;

/** The full view's contract sections (spec part 2 §2), in its order. */
export function contractReportSections(analysis: Record<string, unknown>): ReportSection[] {
  const contract = analysis as ContractReportData;
  return [
    riskAssessmentSection(analysis as unknown as ContractViewAnalysis, contract),
    section('Contract Details', [
      summaryBlock(contract.summary),
      findings(
        itemsOf(contract.clauses).map((clause) =>
          clause.title && clause.value
            ? { title: `${clause.title}: ${clause.value}`, ...evidenceOf(clause.evidence) }
            : undefined,
        ),
      ),
    ]),
    section('Key Findings & Red Flags', [
      findings(
        itemsOf(contract.keyFindings).map((finding) =>
          finding.title
            ? {
                title: finding.title,
                level: capitalized(finding.type),
                score: finding.score,
                description: finding.description,
                quote: finding.quotedText || finding.evidence?.quote,
                page: finding.evidence?.page,
                recommendation: finding.recommendation,
              }
            : undefined,
        ),
      ),
    ]),
    legalTermsSection(contract),
    recommendationsSection(contract),
    section('Industry Analysis & Market Context', [
      paragraph(contract.industryContext?.marketAnalysis, 'Market analysis'),
      paragraph(contract.industryContext?.industryNorms, 'Industry norms'),
      paragraph(contract.industryContext?.regionalFactors, 'Regional factors'),
      paragraph(contract.industryContext?.benchmarkData, 'Benchmark data'),
    ]),
  ];
}

/** Full results list the risks of each level; a redacted copy has only their counts. */
function riskAssessmentSection(view: ContractViewAnalysis, contract: ContractReportData): ReportSection {
  const assessment = contract.riskAssessment;
  const counts = riskCountsOf(view);
  return section('Risk Assessment', [
    scores([
      ['Overall risk', withScore(capitalized(assessment?.overall), assessment?.overallScore)],
      ['High risk', String(counts.high)],
      ['Medium risk', String(counts.medium)],
      ['Low risk', String(counts.low)],
    ]),
    findings(
      LEVELS.flatMap((level) =>
        itemsOf(assessment?.[`${level}Risk`]).map((risk) =>
          risk.finding ? { title: risk.finding, level: capitalized(level), ...evidenceOf(risk.evidence) } : undefined,
        ),
      ),
    ),
  ]);
}

/** Full results explain each term; a redacted copy names a few of them. */
function legalTermsSection(contract: ContractReportData): ReportSection {
  const terms = itemsOf(contract.keyTerms as unknown[] | undefined);
  return section('Legal Terms Explained', [
    list(terms),
    findings(
      terms.map((term) => {
        if (typeof term !== 'object' || term === null) return undefined;
        const explained = term as NonNullable<ContractReportData['keyTerms']>[number];
        return explained.term
          ? {
              title: explained.term,
              level: capitalized(explained.importance),
              description: explained.plainEnglishMeaning,
              quote: explained.quotedContext ?? explained.evidence?.quote,
              page: explained.evidence?.page,
              recommendation: explained.actionRequired,
            }
          : undefined;
      }),
    ),
  ]);
}

function recommendationsSection(contract: ContractReportData): ReportSection {
  const recommendations = contract.recommendations;
  return section('Recommendations', [
    findings(
      itemsOf(recommendations?.contractImprovements).map((improvement) =>
        improvement.issue
          ? {
              title: improvement.issue,
              level: capitalized(improvement.priority),
              description: improvement.reasoning,
              recommendation: improvement.specificChange,
              ...evidenceOf(improvement.evidence),
            }
          : undefined,
      ),
    ),
    findings(
      itemsOf(recommendations?.immediateActions).map((action) =>
        action.action
          ? {
              title: action.action,
              description: [
                action.timeline && `Timeline: ${action.timeline}`,
                action.riskIfDelayed && `Risk if delayed: ${action.riskIfDelayed}`,
              ]
                .filter(Boolean)
                .join('. '),
              ...evidenceOf(action.evidence),
            }
          : undefined,
      ),
    ),
    list(
      itemsOf(recommendations?.resourcesAndLinks).map((resource) =>
        resource.category && resource.description ? `${resource.category}: ${resource.description}` : undefined,
      ),
      'Resources',
    ),
    list(
      itemsOf(recommendations?.longTermConsiderations).map((consideration) =>
        consideration.consideration && consideration.timeline
          ? `${consideration.consideration} (${consideration.timeline})`
          : consideration.consideration,
      ),
      'Long-term considerations',
    ),
  ]);
}
