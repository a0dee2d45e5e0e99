import type { StyleIssue } from '../../grammar/finding';
import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';
import { countOf } from '../wording';
import { countedErrors, flaggedUnknownWords } from './counted-errors';
import { withoutQuotations } from './quotations';
import { unflaggedErrorCount, unflaggedErrors } from './unflagged-error-signals';

/**
 * The share of a student text's errors the checks find: about two in five (recall 0.42–0.52 by
 * level, 0.46 overall, on the learner-essay corpus, packages/engine/quality/README.md; rounded
 * down). A count of found errors is a floor: the text holds about two and a half times as many.
 */
export const CHECKER_RECALL = 0.4;

/**
 * Found errors per 100 words from which the conventions are no strength to praise and the register
 * is not called "consistent": at the checks' recall, one found in 100 words may stand for more
 * errors than rubrics' upper conventions bands allow. It is not told as "frequent": a reader who
 * sees two slips in 150 words sees few errors, and the feedback says only what the reader can see.
 */
export const FREQUENT_ERRORS_PER_100_WORDS = 1;
/**
 * Found errors per 100 words from which errors are frequent, and told so: two in every 100 words,
 * an error in most paragraphs' every other sentence, which a reader sees at once. Text with that
 * many is not edited, formal prose, whatever its words.
 */
export const DENSE_ERRORS_PER_100_WORDS = 2;
/** A rate needs more than one error: a single slip in a short answer shows no frequency. */
const MIN_ERRORS_FOR_A_RATE = 2;
/**
 * Errors are told as frequent only from this many found: two or three slips in a short answer are a
 * few to the reader who counts them, whatever their rate.
 */
const MIN_ERRORS_CALLED_FREQUENT = 4;

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
  /**
   * Grammar and spelling errors the checks flagged (words the spell checker does not know among them),
   * with the sentence starts and run-ons they do not.
   */
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
  // A word the spell checker does not know is a misspelling found, as the spelling count tells it.
  const flagged = countedErrors(issues).length + flaggedUnknownWords(issues).length;
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
  return errors.found >= MIN_ERRORS_CALLED_FREQUENT && errors.perHundredWords >= DENSE_ERRORS_PER_100_WORDS;
}

/** "5 errors found in 180 words", where errors are frequent enough to be told so. */
export function frequentErrorsPart(errors: FoundErrors): string {
  return errorsDense(errors) ? `${countOf(errors.found, 'error')} found in ${countOf(errors.words, 'word')}` : '';
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
 * The note beside the counts when errors are frequent: the figure found, which the reader can check
 * against the corrections listed. No total is guessed from the checks' recall ("likely more than
 * twice as many"): a reader cannot check it, and in a text whose few slips the checks all found it
 * is false. The general note on what the checks miss (CHECKER_RECALL_NOTE) follows it.
 */
export function frequentErrorsNote(errors: FoundErrors): string {
  if (!errorsDense(errors)) return '';
  return ` Errors are frequent: ${frequentErrorsPart(errors)}.`;
}
