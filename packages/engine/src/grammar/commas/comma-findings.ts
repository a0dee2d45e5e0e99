import type { Sentence } from '../../text/sentences';
import type { StyleIssue } from '../finding';

/** A punctuation finding: `error` at `focus` in the sentence, to be written as `correction`. */
export const punctuationIssue = (
  ruleId: string,
  sentence: Sentence,
  focus: number,
  error: string,
  correction: string,
  explanation: string,
): StyleIssue => ({
  ruleId,
  kind: 'grammar',
  category: 'Punctuation',
  severity: 'minor',
  sentence,
  focus,
  error,
  correction,
  explanation,
});

/** A comma missing after `error`, which ends at `focus` + its length in the sentence. */
export const missingCommaIssue = (
  ruleId: string,
  sentence: Sentence,
  focus: number,
  error: string,
  explanation: string,
): StyleIssue => punctuationIssue(ruleId, sentence, focus, error, `${error},`, explanation);
