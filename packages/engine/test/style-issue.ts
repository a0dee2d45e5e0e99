import type { StyleIssue } from '../src/grammar/finding';
import type { Sentence } from '../src/text/sentences';

/** A checker finding written by a test: the error as it stands in the sentence and the correction shown. */
export function styleIssueIn(
  sentence: Sentence,
  kind: StyleIssue['kind'],
  error: string,
  correction: string,
): StyleIssue {
  return {
    ruleId: `test.${kind}`,
    kind,
    category: kind === 'spelling' ? 'Spelling' : 'Agreement',
    severity: 'moderate',
    sentence,
    focus: Math.max(0, sentence.text.indexOf(error)),
    error,
    correction,
    explanation: '',
  };
}
