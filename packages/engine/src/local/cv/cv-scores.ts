import type { AtsFriendliness, WritingQuality } from '@doclens/api';
import { scoreBetween, toScore, weightedScore } from '../score';
import type { CvFacts } from './cv-facts';
import type { ExperienceStatement } from './experience-statements';

/** Half the lines carrying a number is excellent; most lines leading with a verb is excellent. */
const FULL_QUANTIFIED_SHARE = 0.5;
const FULL_ACTION_SHARE = 0.6;
const NO_STATEMENTS_SCORE = 20;
/** The share of the overall score each part carries; they add up to 1. */
export const FACTOR_WEIGHTS = { ats: 0.25, impact: 0.3, writing: 0.2, completeness: 0.25 } as const;

export function impactScore(statements: readonly ExperienceStatement[]): number {
  if (statements.length === 0) return NO_STATEMENTS_SCORE;
  const share = (pick: (statement: ExperienceStatement) => boolean) =>
    statements.filter(pick).length / statements.length;
  return weightedScore([
    [
      scoreBetween(
        share((s) => s.quantified),
        0,
        FULL_QUANTIFIED_SHARE,
      ),
      0.6,
    ],
    [
      scoreBetween(
        share((s) => s.actionLed),
        0,
        FULL_ACTION_SHARE,
      ),
      0.4,
    ],
  ]);
}

export function completenessScore(facts: CvFacts): number {
  const has = (name: string) => facts.sections.some((section) => section.name === name);
  return weightedScore([
    [facts.summaryLines.length > 0 ? 100 : 0, 0.25],
    [has('experience') ? 100 : 0, 0.25],
    [has('education') ? 100 : 0, 0.2],
    [has('skills') ? 100 : 0, 0.15],
    [facts.contact.email ? 100 : 0, 0.15],
  ]);
}

export function writingScore(writing: WritingQuality): number {
  return toScore(
    100 -
      Math.min(40, writing.grammarIssues.length * 8) -
      (writing.isConcise ? 0 : 15) -
      (writing.usesActiveVoice ? 0 : 15) -
      writing.toneIssues.length * 10,
  );
}

export function overallCvScore(parts: {
  ats: AtsFriendliness;
  impact: number;
  writing: number;
  completeness: number;
}): number {
  return weightedScore([
    [parts.ats.atsScore, FACTOR_WEIGHTS.ats],
    [parts.impact, FACTOR_WEIGHTS.impact],
    [parts.writing, FACTOR_WEIGHTS.writing],
    [parts.completeness, FACTOR_WEIGHTS.completeness],
  ]);
}
