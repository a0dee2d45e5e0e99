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
