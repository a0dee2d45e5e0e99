import type { Sentence } from '../text/sentences';

export type IssueKind = 'grammar' | 'spelling' | 'style';

/** One problem in one sentence, with the exact text at fault. */
export interface StyleIssue {
  /** The rule that made the finding (`preposition.…`, `commas.…`, `harper.<RuleName>`): stable across releases. */
  ruleId: string;
  kind: IssueKind;
  category: string;
  severity: 'critical' | 'moderate' | 'minor';
  sentence: Sentence;
  /** Offset of the faulty text in the sentence. */
  focus: number;
  error: string;
  correction: string;
  explanation: string;
}

export type SentenceCheck = (sentence: Sentence, pageText: string) => StyleIssue[];

/**
 * "eachother" → "each other", "beauti ful" → "beautiful": the fix only moves a space between the
 * letters the writer typed, so the error is in how the word is spelled, and is counted as spelling.
 */
export function isWordBoundaryFix(error: string, correction: string): boolean {
  const letters = (text: string) => text.replace(/\s+/gu, '').toLowerCase();
  return /\s/u.test(error) !== /\s/u.test(correction.trim()) && letters(error) === letters(correction);
}

/** The kind a finding is counted under: a fix that only joins or splits words is a spelling one. */
export const kindOfFix = (kind: IssueKind, error: string, correction: string): IssueKind =>
  kind === 'grammar' && isWordBoundaryFix(error, correction) ? 'spelling' : kind;
