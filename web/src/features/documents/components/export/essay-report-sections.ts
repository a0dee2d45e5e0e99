import type { EssayAnalysis } from '@doclens/api';
import type { PossiblyRedacted } from '../../../../lib/possibly-redacted';
import { foundCountText } from '../analysis/essay/found-count';
import { bandLetters, shareOfGrade, TRAIT_LABELS } from '../analysis/essay/rubric-trait-wording';
import {
  capitalized,
  evidenceOf,
  findings,
  itemsOf,
  list,
  outOf100,
  paragraph,
  type ReportBlock,
  type ReportSection,
  scores,
  section,
  summaryBlock,
  withScore,
  yesNo,
} from './report-content';

type EssayReportData = PossiblyRedacted<EssayAnalysis>;

/** The essay view's sections (spec part 2 §2): grade, structure, argument, writing, improvements. */
export function essayReportSections(analysis: Record<string, unknown>): ReportSection[] {
  const essay = analysis as EssayReportData;
  const grade = essay.overallGrade;
  return [
    section('Overall Grade', [
      scores([
        ['Grade', withScore(grade?.grade, grade?.score)],
        ['Grade band', grade?.band?.low && grade.band.high ? bandLetters(grade.band) : undefined],
        ['Structure', outOf100(essay.structureAnalysis?.score)],
        ['Argument clarity', outOf100(essay.argumentClarity?.score)],
        ['Grammar and style', outOf100(essay.grammarAndStyle?.score)],
        ['Readability', outOf100(essay.readabilityScore?.score)],
        ['Critical thinking', outOf100(essay.criticalThinking?.score)],
      ]),
      traitFindings(grade?.traits),
      paragraph(grade?.rationale, 'Rationale'),
      paragraph(grade?.improvementToNextGrade, 'To reach the next grade'),
    ]),
    section('Summary', [summaryBlock(essay.summary)]),
    section('Structure', [
      paragraph(essay.structureAnalysis?.feedback),
      list(essay.structureAnalysis?.strengths, 'Strengths'),
      list(essay.structureAnalysis?.specificIssues, 'Issues'),
    ]),
    section('Argument Clarity', [
      findings([
        essay.argumentClarity?.thesisText
          ? {
              title: 'Thesis',
              quote: essay.argumentClarity.thesisText,
              page: essay.argumentClarity.thesisEvidence?.page,
            }
          : undefined,
      ]),
      paragraph(essay.argumentClarity?.feedback),
      list(essay.argumentClarity?.strongPoints, 'Strong points'),
      list(essay.argumentClarity?.logicalGaps, 'Logical gaps'),
    ]),
    section('Grammar and Style', [
      scores([
        ['Conciseness', outOf100(essay.grammarAndStyle?.concisenessScore)],
        ['Grammar errors found', foundCountText(essay.grammarAndStyle?.grammarIssues)],
        ['Spelling errors found', foundCountText(essay.grammarAndStyle?.spellingIssues)],
      ]),
      paragraph(essay.grammarAndStyle?.toneAssessment, 'Tone'),
      paragraph(essay.grammarAndStyle?.feedback),
      findings(
        itemsOf(essay.grammarAndStyle?.specificCorrections).map((correction) =>
          correction.error
            ? {
                title: correction.category ?? 'Correction',
                level: capitalized(correction.severity),
                description: correction.correction
                  ? `“${correction.error}” → “${correction.correction}”`
                  : correction.error,
                recommendation: correction.explanation,
                ...evidenceOf(correction.evidence),
              }
            : undefined,
        ),
      ),
    ]),
    section('Readability', [
      scores([
        ['Flesch–Kincaid grade level', numberText(essay.readabilityScore?.fleschKincaidLevel)],
        ['Complexity', capitalized(essay.readabilityScore?.complexity)],
        ['Target audience', essay.readabilityScore?.targetAudience],
      ]),
      paragraph(essay.readabilityScore?.feedback),
      paragraph(essay.criticalThinking?.feedback, 'Critical thinking'),
    ]),
    section('Citations', [
      scores([
        ['Citation style', essay.citationCheck?.citationStyle],
        ['References', yesNo(essay.citationCheck?.hasReferences)],
        ['Plagiarism risk', capitalized(essay.citationCheck?.plagiarismRisk)],
      ]),
      findings(
        itemsOf(essay.citationCheck?.missingCitations).map((passage) =>
          passage.text
            ? { title: 'Claim without a citation', quote: passage.text, page: passage.evidence?.page }
            : undefined,
        ),
      ),
      list(essay.citationCheck?.consistencyIssues, 'Consistency issues'),
    ]),
    section('Improvement Suggestions', [
      list(essay.detailedImprovements?.immediate, 'Immediate'),
      list(essay.detailedImprovements?.contentEnhancements, 'Content enhancements'),
      list(essay.detailedImprovements?.writingMechanics, 'Writing mechanics'),
      list(essay.detailedImprovements?.researchSuggestions, 'Research suggestions'),
      list(essay.actionableFixes, 'Actionable fixes'),
      findings(
        itemsOf(essay.modelAnswerExamples).map((example) =>
          example.weakness
            ? {
                title: example.weakness,
                description: example.explanation,
                recommendation: example.improvement,
                ...evidenceOf(example.evidence),
              }
            : undefined,
        ),
      ),
    ]),
  ];
}

/**
 * The rubric traits the grade is built from, as the essay view shows them: each with its score, its
 * share of the grade and the first line of its evidence (the rest stays on the page), with its quote.
 */
function traitFindings(traits: NonNullable<EssayReportData['overallGrade']>['traits']): ReportBlock {
  return findings(
    itemsOf(traits).map((trait) =>
      trait.trait
        ? {
            title: TRAIT_LABELS[trait.trait],
            level: capitalized(shareOfGrade(trait.weight)),
            score: trait.score,
            description: itemsOf(trait.evidence)[0],
            quote: trait.quote?.text,
            page: trait.quote?.evidence?.page,
          }
        : undefined,
    ),
  );
}

function numberText(value: unknown): string | undefined {
  return typeof value === 'number' ? String(value) : undefined;
}
