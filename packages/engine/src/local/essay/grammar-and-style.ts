import type { GrammarAndStyle, SpecificCorrection } from '@doclens/api';
import type { StyleIssue } from '../../grammar/finding';
import { evidenceFrom } from '../../text/evidence';
import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';
import { scoreBetween, toScore } from '../score';
import { countOf } from '../wording';
import type { LevelExpectations } from './essay-expectations';
import type { EssayLayout } from './essay-layout';

const MAX_CORRECTIONS = 20;
/**
 * Each grammar or spelling error per 100 words costs this many points: three errors in every 100
 * words (one in most sentences) halves the score, as frequent errors put writing in a rubric's
 * lower bands for conventions.
 */
const POINTS_PER_ERROR_RATE = 16;
/** A repeat of the same mistake (the same word, the same fix) is one habit to unlearn: it counts half. */
const REPEATED_ERROR_WEIGHT = 0.5;
const WORDY =
  /\b(?:in\s+order\s+to|due\s+to\s+the\s+fact\s+that|the\s+fact\s+that|at\s+this\s+point\s+in\s+time|it\s+is\s+important\s+to\s+note\s+that|a\s+lot\s+of|very|really|basically|actually)\b/giu;
const INFORMAL = /\b(?:gonna|wanna|kinda|sorta|stuff|things?|lots\s+of|kids?|okay|ok|cool|awesome|super)\b|!{2,}/giu;
const CONTRACTION = /\b\p{L}+(?:n['’]t|['’](?:re|ve|ll|d|m))\b/giu;
const SEVERITY_ORDER: Record<StyleIssue['severity'], number> = { critical: 0, moderate: 1, minor: 2 };

export function analyzeGrammarAndStyle(
  issues: readonly StyleIssue[],
  sentences: readonly Sentence[],
  layout: EssayLayout,
  level: LevelExpectations,
): GrammarAndStyle {
  const words = Math.max(
    1,
    sentences.reduce((sum, sentence) => sum + countWords(sentence.text), 0),
  );
  const grammarIssues = issues.filter((issue) => issue.kind === 'grammar').length;
  const spellingIssues = issues.filter((issue) => issue.kind === 'spelling').length;
  const errorRate = (weightedErrorCount(issues) / words) * 100;
  const styleIssues = issues.filter((issue) => issue.kind === 'style').length;
  const text = sentences.map((sentence) => sentence.text).join(' ');
  const wordyCount = [...matchesOf(WORDY, text)].length;
  const averageSentence = words / Math.max(1, sentences.length);

  const score = toScore(100 - errorRate * POINTS_PER_ERROR_RATE - (styleIssues / Math.max(1, sentences.length)) * 20);
  const concisenessScore = toScore(
    scoreBetween(-averageSentence, -35, -15) * 0.6 + scoreBetween(-(wordyCount / words) * 100, -3, 0) * 0.4,
  );
  return {
    score,
    concisenessScore,
    grammarIssues,
    spellingIssues,
    toneAssessment: toneOf(text, level),
    specificCorrections: corrections(issues, layout),
    feedback:
      grammarIssues + spellingIssues === 0
        ? 'No grammar or spelling errors were found by the checks run.'
        : `${countOf(grammarIssues, 'grammar issue')} and ${countOf(spellingIssues, 'spelling issue')} found; see the corrections list.`,
  };
}

/** Grammar and spelling errors, each distinct mistake once and its repeats at a reduced weight. */
export function weightedErrorCount(issues: readonly StyleIssue[]): number {
  const errors = issues.filter((issue) => issue.kind === 'grammar' || issue.kind === 'spelling');
  const distinct = new Set(errors.map((issue) => `${issue.error.toLowerCase()}→${issue.correction.toLowerCase()}`))
    .size;
  return distinct + (errors.length - distinct) * REPEATED_ERROR_WEIGHT;
}

function toneOf(text: string, level: LevelExpectations): string {
  const informal = [...matchesOf(INFORMAL, text)].length;
  const contractions = [...matchesOf(CONTRACTION, text)].length;
  const formalExpected = level.citationsExpected;
  if (informal === 0 && (contractions === 0 || !formalExpected)) return 'Formal and consistent.';
  const parts = [
    informal > 0 ? countOf(informal, 'informal expression') : '',
    contractions > 0 && formalExpected ? countOf(contractions, 'contraction') : '',
  ].filter(Boolean);
  return `Mostly conversational for ${level.label} writing: ${parts.join(' and ')}.`;
}

function corrections(issues: readonly StyleIssue[], layout: EssayLayout): SpecificCorrection[] {
  return [...issues]
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.sentence.index - b.sentence.index)
    .slice(0, MAX_CORRECTIONS)
    .map((issue) => ({
      ruleId: issue.ruleId,
      category: issue.category,
      severity: issue.severity,
      location: layout.locationOf(issue.sentence),
      error: issue.error,
      correction: issue.correction,
      explanation: issue.explanation,
      evidence: evidenceFrom(issue.sentence, issue.focus),
    }));
}
