import type { StyleIssue } from '../../grammar/finding';
import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';
import { countOf, listOf } from '../wording';
import { countedErrors, flaggedSpellingCount, flaggedUnknownWords } from './counted-errors';
import { foundErrors, frequentErrorsNote } from './found-error-density';
import {
  CHECKER_RECALL_NOTE,
  type CheckedConventions,
  errorCountNote,
  noneFoundOf,
  soundAlikePart,
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
  const counts = errorsFoundNote(issues, grammar.specificCorrections.length, sentences, words);
  const unflagged = unflaggedErrorCount(unflaggedErrors(sentences, issues));
  return {
    ...grammar,
    grammarIssues: grammar.grammarIssues + unflagged,
    // The page's spelling count is what the note counts: the words the checker does not know too.
    spellingIssues: flaggedSpellingCount(issues),
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

/**
 * Spelling errors flagged per 100 words from which the text is told it has many: at that rate a
 * reader sees a misspelling in most sentences, and the checks, which miss some, have found only
 * part of them. A small exact count would then read as the text's total.
 */
const MANY_SPELLING_PER_100_WORDS = 2.5;
/** Fewer flagged than this are a few slips, whatever the rate in a short text. */
const MIN_MANY_SPELLING = 4;

/** Whether the spelling errors flagged are many for the words read, and told as "many". */
export function manySpellingErrors(flagged: number, words: number): boolean {
  return flagged >= MIN_MANY_SPELLING && (flagged / Math.max(1, words)) * 100 >= MANY_SPELLING_PER_100_WORDS;
}

/**
 * The counts note of the summary and of the feedback: what was found, never the text's total. A
 * grammar count holds the errors flagged and those the text's shape shows (run-ons, small-letter
 * starts); a spelling count holds the misspellings corrected and the words the spell checker does
 * not know. Both are floors ("at least"), and where misspellings are frequent the note says "many".
 */
export function errorsFoundNote(
  issues: readonly StyleIssue[],
  /** How many corrections the list shows. */
  corrections: number,
  sentences: readonly Sentence[],
  /** The words as the summary counts them. */
  words = sentences.reduce((sum, sentence) => sum + countWords(sentence.text), 0),
): string {
  const errors = unflaggedErrors(sentences, issues);
  const unflagged = unflaggedErrorCount(errors);
  const unknown = flaggedUnknownWords(issues).length;
  const spelling = flaggedSpellingCount(issues);
  const many = manySpellingErrors(spelling, words);
  // Only corrections counted, and few: the checks' own wording (flagged none, or each one listed).
  if (unflagged === 0 && unknown === 0 && !many) return errorCountNote(issues, sentences);
  const grammar = countedErrors(issues, 'grammar').length + unflagged;
  const corrected = countedErrors(issues).length;
  const listed = Math.min(corrected, corrections);
  const shapes = listOf(
    [
      errors.runOns.length > 0 ? `${countOf(errors.runOns.length, 'sentence')} running on without a full stop` : '',
      errors.smallLetterStarts.length > 0
        ? `${countOf(errors.smallLetterStarts.length, 'sentence')} begun with a small letter`
        : '',
    ].filter(Boolean),
  );
  // Each count says what it holds besides the corrections listed.
  const grammarPart =
    grammar === 0
      ? ''
      : `${countOf(grammar, 'grammar error')}${shapes ? ` (counting ${shapes}, which the checks do not flag)` : ''}`;
  const unknownPart = [
    unknown > 0 ? ` (counting ${countOf(unknown, 'word')} the spell checker does not know, named below)` : '',
    soundAlikePart(issues),
  ].join('');
  const counts = many
    ? [`Many spelling errors: ${spelling} flagged${unknownPart}.`, grammarPart ? `At least ${grammarPart} found.` : '']
    : [
        `At least ${listOf([grammarPart, spelling > 0 ? `${countOf(spelling, 'spelling error')}${unknownPart}` : ''].filter(Boolean))} found.`,
      ];
  const listedPart =
    corrected === 0
      ? ''
      : listed < corrected
        ? `${listed} of the ${corrected} the checks could correct are listed with corrections.`
        : `${corrected === 1 ? 'The one' : 'Those'} the checks could correct ${corrected === 1 ? 'is' : 'are'} listed with corrections.`;
  const noneFound = capitalisedFirst(noneFoundOf(grammar, spelling, sentences).replace(/; $/u, '.'));
  return [...counts, listedPart, noneFound, 'More may remain.'].filter(Boolean).join(' ');
}

function capitalisedFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
