import type { StyleIssue } from '../src/grammar/finding';
import type { Sentence } from '../src/text/sentences';

/**
 * A moderate issue of the given kind flagged in the sentence, as a checker would report it; by
 * default it points at the first place the error stands in the sentence.
 */
export function flaggedIssue(
  sentence: Sentence,
  kind: StyleIssue['kind'],
  error: string,
  correction: string,
  focus = Math.max(0, sentence.text.indexOf(error)),
): StyleIssue {
  return {
    ruleId: `test.${kind}`,
    kind,
    category: kind,
    severity: 'moderate',
    sentence,
    focus,
    error,
    correction,
    explanation: '',
  };
}
