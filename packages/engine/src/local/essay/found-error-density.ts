import type { StyleIssue } from '../../grammar/finding';
import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';
import { countOf } from '../wording';
import { withoutQuotations } from './quotations';
import { unflaggedErrorCount, unflaggedErrors } from './unflagged-error-signals';

/**
 * The share of a student text's errors the checks find: about two in five (recall 0.42–0.52 by
 * level, 0.46 overall, on the learner-essay corpus, packages/engine/quality/README.md; rounded
 * down). A count of found errors is a floor: the text holds about two and a half times as many.
 */
export const CHECKER_RECALL = 0.4;

/**
 * Found errors per 100 words from which errors are frequent. At the checks' recall, one found in
 * 100 words stands for about 2.5 in all: with the school sentence of about twenty words
 * (docs/essay-grading.md), an error in every other sentence. Writing rubrics keep "few errors" for
 * their upper conventions bands; an error every other sentence is not few, so the register is no
 * longer "consistent" and the conventions are no strength to praise.
 */
export const FREQUENT_ERRORS_PER_100_WORDS = 1;
/**
 * Found errors per 100 words from which errors are dense: about five in all, an error in nearly
 * every sentence, as rubrics' lowest conventions bands describe ("errors in most sentences"). Text
 * with that many is not edited, formal prose, whatever its words.
 */
export const DENSE_ERRORS_PER_100_WORDS = 2;
/** A rate needs more than one error: a single slip in a short answer shows no frequency. */
const MIN_ERRORS_FOR_A_RATE = 2;

/**
 * Contractions typed without their apostrophe ("dont", "shes", "wouldve"): none of these forms is
 * an English word, so none is a false match ("wont" and "cant" as nouns are rare; "well", "shell",
 * "were" and "ill" are words and are left out). "Its" is "it's" only before words a possessive
 * never takes ("its a", "its not", "its been"); "its very own", "its time" and "its hard shell"
 * stay possessive.
 */
export const CONTRACTION_WITHOUT_APOSTROPHE =
  /\b(?:(?:do|does|did|is|was|are|were|has|have|had|could|would|should|must|need)nt|(?:could|would|should|must|might)ve|cant|wont|aint|shes|hes|thats|theres|whats|theyre|youre|theyve|youve|weve|ive|im|youll|theyll|itll|youd|theyd|its(?=\s+(?:a|an|the|not|so(?!-)|too|been|just|really|always|never|also|because|about|like|going|gonna|okay|ok)\b))\b/giu;

/** The errors found in the writer's own words, flagged by the checks or shown by the text's shape. */
export interface FoundErrors {
  words: number;
  /** Grammar and spelling errors the checks flagged, with the sentence starts and run-ons they do not. */
  found: number;
  perHundredWords: number;
  /** Contractions written without their apostrophe, as typed. */
  withoutApostrophe: string[];
  /** Sentences begun in small letters that the checks do not flag. */
  smallLetterStarts: number;
  runOns: number;
}

export function foundErrors(
  sentences: readonly Sentence[],
  issues: readonly StyleIssue[],
  /** The words as the summary counts them, so the two never tell different numbers. */
  words = sentences.reduce((sum, sentence) => sum + countWords(sentence.text), 0),
): FoundErrors {
  const unflagged = unflaggedErrors(sentences, issues);
  const flagged = issues.filter((issue) => issue.kind === 'grammar' || issue.kind === 'spelling').length;
  const found = flagged + unflaggedErrorCount(unflagged);
  return {
    words,
    found,
    perHundredWords: (found / Math.max(1, words)) * 100,
    withoutApostrophe: sentences.flatMap((sentence) =>
      matchesOf(CONTRACTION_WITHOUT_APOSTROPHE, withoutQuotations(sentence.text)).map((match) => match[0]),
    ),
    smallLetterStarts: unflagged.smallLetterStarts.length,
    runOns: unflagged.runOns.length,
  };
}

export function errorsFrequent(errors: FoundErrors): boolean {
  return errors.found >= MIN_ERRORS_FOR_A_RATE && errors.perHundredWords >= FREQUENT_ERRORS_PER_100_WORDS;
}

export function errorsDense(errors: FoundErrors): boolean {
  return errors.found >= MIN_ERRORS_FOR_A_RATE && errors.perHundredWords >= DENSE_ERRORS_PER_100_WORDS;
}

/** "5 errors found in 180 words", where errors are frequent. */
export function frequentErrorsPart(errors: FoundErrors): string {
  return errorsFrequent(errors) ? `${countOf(errors.found, 'error')} found in ${countOf(errors.words, 'word')}` : '';
}

/**
 * How the register note names frequent errors: it refers to the counts note, which stands below it
 * on the page and in the report and states the figure, so one analysis says the figure once.
 */
export const FREQUENT_ERRORS_REFERENCE = 'frequent errors (counted below)';

/**
 * What in the errors found keeps the writing from being formal, as the register note names it:
 * dense errors, contractions without their apostrophe, sentences begun in small letters and
 * sentences that run on. Edited, formal prose has none of these.
 */
export function mechanicsBelowFormal(errors: FoundErrors): string[] {
  const missing = errors.withoutApostrophe.length;
  const typed = [...new Set(errors.withoutApostrophe.map((word) => word.toLowerCase()))].slice(0, 3);
  return [
    errorsDense(errors) ? FREQUENT_ERRORS_REFERENCE : '',
    missing > 0
      ? `${countOf(missing, 'contraction')} without ${missing === 1 ? 'its apostrophe' : 'their apostrophes'} (${typed.map((word) => `“${word}”`).join(', ')})`
      : '',
    errors.smallLetterStarts > 0 ? `${countOf(errors.smallLetterStarts, 'sentence')} begun with a small letter` : '',
    errors.runOns > 0 ? `${countOf(errors.runOns, 'sentence')} running on` : '',
  ].filter(Boolean);
}

/**
 * The note beside the counts when errors are frequent: the count is a floor, and at the checks'
 * recall the text likely holds more than twice as many errors as were found. It says the checks'
 * recall itself, so the general note on what they miss (FREQUENT_ERRORS_PROOFREADING) follows it
 * without saying "two in five" again.
 */
export function frequentErrorsNote(errors: FoundErrors): string {
  if (!errorsFrequent(errors)) return '';
  // 1 / CHECKER_RECALL = 2.5 errors in all for each one found: "more than twice as many".
  return ` Errors are frequent: ${frequentErrorsPart(errors)}; as the checks find about two errors in five, the text likely holds more than twice as many.`;
}

/** What the checks miss, after a note that has already given their recall. */
export const FREQUENT_ERRORS_PROOFREADING =
  'They miss many wrong words, homophones, run-on sentences and sentence fragments: proofread the text sentence by sentence for those as well.';
