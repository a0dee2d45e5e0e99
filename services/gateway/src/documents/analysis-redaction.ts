import { type AnalysisType, isPaidPlan, type PlanId } from '@doclens/api';
import { type AnalysedDocument, type AnalysisCounts, analysisCountsOf, analysisViewOf } from './analysis-counts';
import { type JsonRecord, listOf, numberOf, pickScalars, recordOf, textOf } from './loose-json';

/**
 * Free-plan redaction (spec part 2 §1 and §6): a free viewer sees counts, scores and teasers;
 * the detail that the paid plans sell is removed here, on the server, so that calling the API
 * directly reveals no more than the page does. Every function builds a NEW object from an
 * allowlist of the spec's field names: a field the engine adds later stays hidden until it is
 * listed here on purpose.
 */

export interface RedactionMarker {
  redacted: true;
  upgradeRequired: 'pro';
  /** The counts the detail was replaced by, the same as the preview's. */
  counts: AnalysisCounts;
}

const TEASER_LENGTH = 120;
const KEY_TERM_TEASERS = 3;
const ESSAY_DETAIL_ITEMS = 2;

/** The analysis as this viewer's plan may see it; paid plans get it as stored. */
export function analysisForPlan(document: AnalysedDocument, plan: PlanId): JsonRecord | null {
  if (!document.analysis) return null;
  if (isPaidPlan(plan)) return document.analysis;
  return redactAnalysis(document);
}

export function redactAnalysis(document: AnalysedDocument): JsonRecord | null {
  const { analysis } = document;
  if (!analysis) return null;
  const detail = REDACTORS[analysisViewOf(document.documentType)](analysis);
  const marker: RedactionMarker = { redacted: true, upgradeRequired: 'pro', counts: analysisCountsOf(document) };
  return { ...commonFieldsOf(analysis), ...detail, ...marker };
}

const REDACTORS: Record<AnalysisType, (analysis: JsonRecord) => JsonRecord> = {
  contract: redactContractAnalysis,
  essay: redactEssayAnalysis,
  cv: redactCvAnalysis,
  other: redactOtherAnalysis,
};

/**
 * Kept for every type: what kind of document it is, its summary, the viewer's own parameters,
 * which engine answered, and an engine error to show.
 */
function commonFieldsOf(analysis: JsonRecord): JsonRecord {
  return withoutUndefined({
    documentType: textOf(analysis.documentType),
    summary: analysis.summary,
    analysisParameters: pickScalars(
      analysis.analysisParameters,
      Object.keys(recordOf(analysis.analysisParameters) ?? {}),
    ),
    engine: pickScalars(analysis.engine, ['provider', 'version', 'fallbackReason']),
    error: textOf(analysis.error),
  });
}

export function redactContractAnalysis(analysis: JsonRecord): JsonRecord {
  const assessment = recordOf(analysis.riskAssessment);
  return withoutUndefined({
    riskAssessment: assessment && {
      ...pickScalars(assessment, ['overall', 'overallScore']),
      // The lists of risks become their lengths: how many, not which.
      highRisk: listOf(assessment.highRisk).length,
      mediumRisk: listOf(assessment.mediumRisk).length,
      lowRisk: listOf(assessment.lowRisk).length,
    },
    keyTerms: listOf(analysis.keyTerms).slice(0, KEY_TERM_TEASERS).map(keyTermName).filter(isDefined),
    // Titles and levels only: no description, quoted text, recommendation or evidence.
    keyFindings: Array.isArray(analysis.keyFindings)
      ? analysis.keyFindings.map((finding) => titleTeaserOf(finding, ['type']))
      : undefined,
  });
}

/**
 * Grade, scores and the general list of improvements (spec part 2 §6: no essay improvement
 * suggestions beyond it). The corrections, the detailed suggestions, the fixes and the model
 * answers are what the paid plans sell; they appear only as counts.
 */
export function redactEssayAnalysis(analysis: JsonRecord): JsonRecord {
  const improvements = recordOf(analysis.detailedImprovements);
  return withoutUndefined({
    overallGrade: recordOf(analysis.overallGrade) ? redactGrade(analysis.overallGrade) : textOf(analysis.overallGrade),
    structureAnalysis: pickScalars(analysis.structureAnalysis, ['score']),
    argumentClarity: pickScalars(analysis.argumentClarity, ['score']),
    grammarAndStyle: pickScalars(analysis.grammarAndStyle, [
      'score',
      'concisenessScore',
      'grammarIssues',
      'spellingIssues',
    ]),
    readabilityScore: pickScalars(analysis.readabilityScore, ['score', 'fleschKincaidLevel', 'complexity']),
    criticalThinking: pickScalars(analysis.criticalThinking, ['score']),
    citationCheck: pickScalars(analysis.citationCheck, ['plagiarismRisk', 'citationStyle', 'hasReferences']),
    detailedImprovements: improvements && { immediate: firstItems(improvements.immediate) },
  });
}

/**
 * The grade as every plan sees it: its band of letters belongs with it wherever it is shown. Its
 * rubric traits keep their scores and shares, as the other scores stay; their evidence and quotes
 * are the feedback (the thesis, strong points, gaps, a correction) that the paid plans sell.
 */
function redactGrade(grade: unknown): JsonRecord {
  const record = recordOf(grade);
  return withoutUndefined({
    ...pickScalars(grade, ['score', 'grade', 'rationale', 'improvementToNextGrade']),
    band: pickScalars(record?.band, ['low', 'high', 'lowScore', 'highScore']),
    traits: Array.isArray(record?.traits)
      ? record.traits.map((trait) => pickScalars(trait, ['trait', 'score', 'weight'])).filter(isDefined)
      : undefined,
  });
}

/** Scores and counts; the priority improvements, alignment, competition and rewrites are paid. */
export function redactCvAnalysis(analysis: JsonRecord): JsonRecord {
  return withoutUndefined({
    overallScore: recordOf(analysis.overallScore)
      ? pickScalars(analysis.overallScore, ['score'])
      : numberOf(analysis.overallScore),
    atsFriendliness: pickScalars(analysis.atsFriendliness, ['atsScore', 'atsCompatible']),
    firstImpression: pickScalars(analysis.firstImpression, ['score', 'readabilityTime']),
    professionalSummary: pickScalars(analysis.professionalSummary, ['quality', 'wordCount', 'lengthAssessment']),
    professionalPresentation: pickScalars(analysis.professionalPresentation, [
      'contactInfoComplete',
      'professionalEmail',
      'linkedInPresent',
      'lengthAppropriate',
    ]),
    skillsAnalysis: pickScalars(analysis.skillsAnalysis, ['technicalSkillsCount', 'keywordMatchPercentage']),
    experienceAnalysis: pickScalars(analysis.experienceAnalysis, [
      'quantifiedAchievements',
      'genericDuties',
      'achievementRatio',
      'rating',
    ]),
    writingQuality: pickScalars(analysis.writingQuality, [
      'usesActiveVoice',
      'isConcise',
      'hasGrammarErrors',
      'overallTone',
    ]),
  });
}

/** The overview: score and the key insights by title; recommendations only as a count. */
export function redactOtherAnalysis(analysis: JsonRecord): JsonRecord {
  return withoutUndefined({
    overallAssessment: pickScalars(analysis.overallAssessment, ['score']),
    keyInsights: Array.isArray(analysis.keyInsights)
      ? analysis.keyInsights.map((insight) => textOf(insight) ?? titleTeaserOf(insight))
      : undefined,
  });
}

/** An item reduced to its title (shortened) and the given scalar fields, such as its level. */
function titleTeaserOf(item: unknown, scalarKeys: readonly string[] = []): JsonRecord {
  const title = textOf(recordOf(item)?.title);
  return withoutUndefined({ ...pickScalars(item, scalarKeys), title: title === undefined ? undefined : teaser(title) });
}

function keyTermName(term: unknown): string | undefined {
  const name = textOf(term) ?? textOf(recordOf(term)?.term);
  return name === undefined ? undefined : teaser(name);
}

function teaser(text: string): string {
  return text.length <= TEASER_LENGTH ? text : `${text.slice(0, TEASER_LENGTH - 1)}…`;
}

function firstItems(list: unknown): unknown[] {
  return listOf(list).slice(0, ESSAY_DETAIL_ITEMS);
}

function isDefined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

function withoutUndefined(record: JsonRecord): JsonRecord {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}
