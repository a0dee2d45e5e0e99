import type { StyleIssue } from '../../grammar/finding';
import type { Sentence } from '../../text/sentences';
import { countOf, listOf } from '../wording';
import { FREQUENT_ERRORS_PROOFREADING, foundErrors, frequentErrorsNote } from './found-error-density';
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
 * a sentence that runs on for sixty words. Where the errors found are frequent, it says the text
 * likely holds more than twice as many, since the checks find about two errors in five.
 */
export function withUnflaggedErrors(
  grammar: CheckedConventions,
  issues: readonly StyleIssue[],
  sentences: readonly Sentence[],
  /** The words as the summary counts them. */
  words?: number,
): CheckedConventions {
  const counts = errorsFoundNote(issues, grammar.specificCorrections.length, sentences);
  const frequency = frequencyNote(issues, sentences, words);
  const unflagged = unflaggedErrorCount(unflaggedErrors(sentences, issues));
  // A frequency note that gave the checks' recall is followed by what they miss, not by the recall again.
  const recall = frequency.givesRecall ? FREQUENT_ERRORS_PROOFREADING : CHECKER_RECALL_NOTE;
  return {
    ...grammar,
    grammarIssues: grammar.grammarIssues + unflagged,
    feedback: [
      `${counts}${frequency.note}`,
      wordsToCheckNote(issues),
      ...unflaggedErrorSignals(sentences, issues),
      recall,
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/**
 * What the counts show of how many errors the text holds: many more, where sentences run on or
 * begin in small letters throughout, or, where the errors found are frequent, likely more than
 * twice as many. Said once, in the feedback beside the counts; the summary gives the counts alone.
 */
function frequencyNote(
  issues: readonly StyleIssue[],
  sentences: readonly Sentence[],
  words?: number,
): { note: string; givesRecall: boolean } {
  if (manyUnflaggedErrors(unflaggedErrors(sentences, issues)))
    return {
      note: ' The text has many more errors than these counts: read it again sentence by sentence, ending each with a full stop and beginning the next with a capital.',
      givesRecall: false,
    };
  const note = frequentErrorsNote(foundErrors(sentences, issues, words));
  return { note, givesRecall: note !== '' };
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
  const grammarFlagged = issues.filter((issue) => issue.kind === 'grammar').length;
  const spelling = issues.filter((issue) => issue.kind === 'spelling').length;
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
