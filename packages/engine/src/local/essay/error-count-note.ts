import type { StyleIssue } from '../../grammar/finding';
import type { Sentence } from '../../text/sentences';
import { countOf, listOf } from '../wording';
import { countedErrors } from './counted-errors';
import { foundErrors, frequentErrorsNote } from './found-error-density';
import {
  CHECKER_RECALL_NOTE,
  type CheckedConventions,
  errorCountNote,
  noneFoundOf,
  wordsToCheckNote,
} from './grammar-and-style';
import {
  manyUnflaggedErrors,
  unflaggedErrorCount,
  unflaggedErrorSignals,
  unflaggedErrors,
} from './unflagged-error-signals';

/**
 * The error counts as what was found, never as a total: the errors the checks flagged plus the
 * errors of sentence punctuation and capitals that the text's shape shows and the checks do not
 * flag (a sentence begun in small letters, a sentence running on). Where those are many, the
 * note says the text has many more errors than any count, so "0 grammar issues" never stands beside
 * a sentence that runs on for sixty words. Where the errors found are frequent, it says so, with
 * the figure found.
 */
export function withUnflaggedErrors(
  grammar: CheckedConventions,
  issues: readonly StyleIssue[],
  sentences: readonly Sentence[],
  /** The words as the summary counts them. */
  words?: number,
): CheckedConventions {
  const counts = errorsFoundNote(issues, grammar.specificCorrections.length, sentences);
  const unflagged = unflaggedErrorCount(unflaggedErrors(sentences, issues));
  return {
    ...grammar,
    grammarIssues: grammar.grammarIssues + unflagged,
    feedback: [
      `${counts}${frequencyNote(issues, sentences, words)}`,
      wordsToCheckNote(issues),
      ...unflaggedErrorSignals(sentences, issues),
      CHECKER_RECALL_NOTE,
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/**
 * What the counts show of how many errors the text holds: many more, where sentences run on or
 * begin in small letters throughout, or, where the errors found are frequent, that they are. Said
 * once, in the feedback beside the counts; the summary gives the counts alone.
 */
function frequencyNote(issues: readonly StyleIssue[], sentences: readonly Sentence[], words?: number): string {
  if (manyUnflaggedErrors(unflaggedErrors(sentences, issues)))
    return ' The text has many more errors than these counts: read it again sentence by sentence, ending each with a full stop and beginning the next with a capital.';
  return frequentErrorsNote(foundErrors(sentences, issues, words));
}

/** The counts note of the summary and of the feedback, from the flagged and the unflagged errors. */
export function errorsFoundNote(
  issues: readonly StyleIssue[],
  /** How many corrections the list shows. */
  corrections: number,
  sentences: readonly Sentence[],
): string {
  const errors = unflaggedErrors(sentences, issues);
  const unflagged = unflaggedErrorCount(errors);
  if (unflagged === 0) return errorCountNote(issues, sentences);
  const grammarFlagged = countedErrors(issues, 'grammar').length;
  const spelling = countedErrors(issues, 'spelling').length;
  const flagged = grammarFlagged + spelling;
  const listed = Math.min(flagged, corrections);
  const counts = listOf(
    [
      countOf(grammarFlagged + unflagged, 'grammar error'),
      spelling > 0 ? countOf(spelling, 'spelling error') : '',
    ].filter(Boolean),
  );
  const flaggedPart =
    flagged === 0
      ? ''
      : `${countOf(flagged, 'error')} the checks flagged${listed < flagged ? ` (${listed} of them listed with corrections)` : ', listed with corrections'}, and `;
  const unflaggedPart = listOf(
    [
      errors.runOns.length > 0 ? `${countOf(errors.runOns.length, 'sentence')} running on without a full stop` : '',
      errors.smallLetterStarts.length > 0
        ? `${countOf(errors.smallLetterStarts.length, 'sentence')} begun with a small letter`
        : '',
    ].filter(Boolean),
  );
  const noneFound = capitalisedFirst(noneFoundOf(grammarFlagged + unflagged, spelling, sentences).replace(/; $/u, '.'));
  return `At least ${counts}: ${flaggedPart}${unflaggedPart}, which the checks do not flag.${noneFound ? ` ${noneFound}` : ''} More may remain.`;
}

function capitalisedFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
