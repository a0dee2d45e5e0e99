import type { CvAnalysis } from '@doclens/api';
import type { PossiblyRedacted } from '../../../../lib/possibly-redacted';
import { occupationLabel } from '../analysis/cv/cv-view-data';
import {
  capitalized,
  evidenceOf,
  factorFindings,
  findings,
  itemsOf,
  list,
  outOf100,
  paragraph,
  percent,
  type ReportSection,
  scores,
  section,
  summaryBlock,
  yesNo,
} from './report-content';

type CvReportData = PossiblyRedacted<CvAnalysis>;

/** The CV view's sections (spec part 2 §2): scores, first impressions, assessment, improvements, alignment. */
export function cvReportSections(analysis: Record<string, unknown>): ReportSection[] {
  const cv = analysis as CvReportData;
  return [
    section('Scores', [
      scores([
        ['Overall score', outOf100(cv.overallScore?.score)],
        ['ATS score', outOf100(cv.atsFriendliness?.atsScore)],
        ['First impression', outOf100(cv.firstImpression?.score)],
        ['ATS compatible', yesNo(cv.atsFriendliness?.atsCompatible)],
        ['Keyword match', percent(cv.skillsAnalysis?.keywordMatchPercentage)],
        ['Achievement ratio', percent(cv.experienceAnalysis?.achievementRatio)],
        ['Reads as', cv.detectedOccupation?.category && occupationLabel(cv.detectedOccupation.category)],
      ]),
    ]),
    section('Summary', [summaryBlock(cv.summary), list(cv.jobSpecificSummary, 'For the target role')]),
    section('First Impressions', [
      scores([['Reading time', cv.firstImpression?.readabilityTime]]),
      paragraph(cv.firstImpression?.feedback),
      list(cv.firstImpression?.positiveElements, 'What works'),
      list(cv.firstImpression?.redFlags, 'Red flags'),
      paragraph(cv.modernFormatting?.overallAssessment, 'Formatting'),
      paragraph(cv.professionalSummary?.feedback, 'Professional summary'),
      list(cv.professionalPresentation?.contactIssues, 'Contact details'),
      list(cv.atsFriendliness?.criticalIssues, 'ATS issues'),
      list(cv.atsFriendliness?.recommendations, 'ATS recommendations'),
    ]),
    section('Overall CV Assessment', [
      paragraph(cv.overallScore?.feedback),
      list(cv.overallScore?.strengths, 'Strengths'),
      list(cv.overallScore?.weaknesses, 'Weaknesses'),
      factorFindings(cv.overallScore?.factors),
      paragraph(cv.skillsAnalysis?.feedback, 'Skills'),
      list(cv.skillsAnalysis?.missingKeySkills, 'Missing key skills'),
      paragraph(cv.experienceAnalysis?.feedback, 'Experience'),
      findings(
        itemsOf(cv.experienceAnalysis?.weakExamples).map((example) =>
          example.original
            ? {
                title: 'Weak bullet',
                quote: example.original,
                page: example.evidence?.page,
                description: example.explanation,
                recommendation: example.improved,
              }
            : undefined,
        ),
      ),
      paragraph(cv.writingQuality?.feedback, 'Writing quality'),
      findings(
        itemsOf(cv.writingQuality?.grammarIssues).map((issue) =>
          issue.error
            ? {
                title: issue.correction ? `“${issue.error}” → “${issue.correction}”` : issue.error,
                description: issue.explanation,
                ...evidenceOf(issue.evidence),
              }
            : undefined,
        ),
      ),
    ]),
    section('Priority Improvements', [
      list(cv.criticalImprovements?.immediate, 'Immediate'),
      list(cv.criticalImprovements?.contentUpgrades, 'Content upgrades'),
      list(cv.criticalImprovements?.strategicChanges, 'Strategic changes'),
      list(cv.criticalImprovements?.industrySpecific, 'Industry-specific'),
      findings(
        itemsOf(cv.beforeAfterExamples).map((example) =>
          example.before
            ? {
                title: example.category ?? 'Rewrite',
                quote: example.before,
                page: example.evidence?.page,
                description: example.reasoning,
                recommendation: example.after,
              }
            : undefined,
        ),
      ),
    ]),
    section('Industry & Role Alignment', [
      scores([
        ['Industry match', capitalized(cv.industryAlignment?.industryMatch)],
        ['Experience relevance', capitalized(cv.industryAlignment?.experienceRelevance)],
        ['Skills alignment', capitalized(cv.industryAlignment?.skillsAlignment)],
        ['Career progression', capitalized(cv.industryAlignment?.careerProgression)],
        ['Market position', cv.competitiveAnalysis?.marketPosition],
      ]),
      paragraph(cv.industryAlignment?.feedback),
      list(cv.competitiveAnalysis?.strengthsVsCompetition, 'Strengths against the competition'),
      list(cv.competitiveAnalysis?.weaknessesVsCompetition, 'Weaknesses against the competition'),
      paragraph(cv.competitiveAnalysis?.improvementImpact, 'Impact of the improvements'),
    ]),
  ];
}
