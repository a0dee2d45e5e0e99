import type { GrammarAndStyle, SpecificCorrection } from '@doclens/api';
import type { StyleIssue } from '../../grammar/finding';
import { wordCount } from '../../grammar/spelling/word-frequency';
import { evidenceFrom } from '../../text/evidence';
import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';
import { scoreBetween, toScore } from '../score';
import { countOf, listOf } from '../wording';
import { countedErrors, offersNoReplacement, soundAlikeSwaps } from './counted-errors';
import type { EssayLayout } from './essay-layout';
import { FREQUENT_ERRORS_PER_100_WORDS, foundErrors } from './found-error-density';
import { withoutQuotations } from './quotations';
import { unflaggedErrorSignals } from './unflagged-error-signals';

const MAX_CORRECTIONS = 20;
/**
 * Each grammar or spelling error per 100 words costs this many points: three errors in every 100
 * words (one in most sentences) halves the score, as frequent errors put writing in a rubric's
 * lower bands for conventions.
 */
const POINTS_PER_ERROR_RATE = 16;
/** A repeat of the same mistake (the same word, the same fix) is one habit to unlearn: it counts half. */
const REPEATED_ERROR_WEIGHT = 0.5;
const WORDY =
  /\b(?:in\s+order\s+to|due\s+to\s+the\s+fact\s+that|the\s+fact\s+that|at\s+this\s+point\s+in\s+time|it\s+is\s+important\s+to\s+note\s+that|a\s+lot\s+of|very|really|basically|actually)\b/giu;
const SEVERITY_ORDER: Record<StyleIssue['severity'], number> = { critical: 0, moderate: 1, minor: 2 };

/** What the checker's findings say of the essay's conventions; the register is read apart (essay-register). */
export type CheckedConventions = Omit<GrammarAndStyle, 'toneAssessment'>;

export function analyzeGrammarAndStyle(
  issues: readonly StyleIssue[],
  sentences: readonly Sentence[],
  layout: EssayLayout,
): CheckedConventions {
  const words = Math.max(
    1,
    sentences.reduce((sum, sentence) => sum + countWords(sentence.text), 0),
  );
  const grammarIssues = countedErrors(issues, 'grammar').length;
  const spellingIssues = countedErrors(issues, 'spelling').length;
  const errorRate = scoredErrorRate(issues, words);
  const styleIssues = issues.filter((issue) => issue.kind === 'style').length;
  const text = sentences.map((sentence) => sentence.text).join(' ');
  const wordyCount = [...matchesOf(WORDY, text)].length;
  const averageSentence = words / Math.max(1, sentences.length);

  const score = toScore(100 - errorRate * POINTS_PER_ERROR_RATE - (styleIssues / Math.max(1, sentences.length)) * 20);
  const concisenessScore = toScore(
    scoreBetween(-averageSentence, -35, -15) * 0.6 + scoreBetween(-(wordyCount / words) * 100, -3, 0) * 0.4,
  );
  return {
    score,
    concisenessScore,
    grammarIssues,
    spellingIssues,
    specificCorrections: corrections(issues, layout),
    feedback: [
      errorCountNote(issues, sentences),
      wordsToCheckNote(issues),
      ...unflaggedErrorSignals(sentences, issues),
      CHECKER_RECALL_NOTE,
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/**
 * What the checker cannot see. It finds about two errors in five in student writing (wrong words,
 * homophones, run-on sentences and many agreement slips pass it; CHECKER_RECALL), so a count is
 * what it flagged, a floor and never the essay's total, and no count says the writing is free of
 * errors.
 */
export const CHECKER_RECALL_NOTE =
  'The checks find only about two errors in five in student writing (they miss many wrong words, homophones, run-on sentences and sentence fragments), so proofread for those as well.';

/**
 * "At least 2 grammar errors and 1 spelling error: the ones the checks flagged": a floor, since the
 * checks miss some errors, and never a claim that a text with none flagged has none. When the
 * corrections list cannot hold every flagged error, it says how many it shows, so the count and the
 * list agree.
 */
export function errorCountNote(issues: readonly StyleIssue[], sentences: readonly Sentence[] = []): string {
  const grammar = countedErrors(issues, 'grammar').length;
  const spelling = countedErrors(issues, 'spelling').length;
  if (grammar + spelling === 0) {
    const words = sentences.reduce((sum, sentence) => sum + countWords(sentence.text), 0);
    // What was read, so the note tells what the checks found in it and never a count of the text's errors.
    const read = words > 0 ? ` in ${countOf(words, 'word')}` : '';
    // Words named to check are flags without a fix: the checks corrected nothing, they did flag something.
    const found = issues.some(offersNoReplacement)
      ? 'found no grammar or spelling error they could correct'
      : 'flagged no grammar or spelling error';
    return `The checks ${found}${read}, which does not show that the text has none.`;
  }
  const listed = listedIssues(issues).filter((issue) => issue.kind === 'grammar' || issue.kind === 'spelling').length;
  const counts = listOf(
    [
      grammar > 0 ? countOf(grammar, 'grammar error') : '',
      spelling > 0 ? `${countOf(spelling, 'spelling error')}${soundAlikePart(issues)}` : '',
    ].filter(Boolean),
  );
  const shown =
    listed < grammar + spelling
      ? ` (${listed} of them ${listed === 1 ? 'is' : 'are'} listed with corrections)`
      : ', listed with corrections';
  return `At least ${counts}: the ones the checks flagged${shown}; ${noneFoundOf(grammar, spelling, sentences)}more may remain.`;
}

/** Sound-alike swaps named at most: enough to show what the spelling count holds. */
const SOUND_ALIKES_NAMED = 3;

/**
 * " (counting 2 words written for ones that sound alike: “then” for “than” and “Their” for
 * “There”)": what a spelling count holds besides misspellings, so a count that includes a wrong
 * word says so. Empty where it holds none.
 */
export function soundAlikePart(issues: readonly StyleIssue[]): string {
  const swaps = countedErrors(issues, 'spelling').filter((issue) => issue.kind !== 'spelling').length;
  if (swaps === 0) return '';
  const named = soundAlikeSwaps(issues);
  const shown = listOf(named.slice(0, SOUND_ALIKES_NAMED));
  const what = swaps === 1 ? 'word written for one that sounds alike' : 'words written for ones that sound alike';
  return ` (counting ${swaps} ${what}: ${shown}${named.length > SOUND_ALIKES_NAMED ? ' and others' : ''})`;
}

/**
 * "The checks found no grammar error, which does not show there is none; ": a kind with no error
 * flagged beside one with some is told as what the checks found, never as a count of none. No
 * spelling error is told only when every small-letter word the writer typed is an English word
 * ("trys" is none): otherwise, or with no text to check, nothing is said of spelling.
 */
export function noneFoundOf(grammar: number, spelling: number, sentences: readonly Sentence[] = []): string {
  const none = grammar === 0 ? 'grammar' : spelling === 0 && allWordsListed(sentences) ? 'spelling' : '';
  return none ? `the checks found no ${none} error, which does not show there is none; ` : '';
}

/** Words in small letters, outside quotations: a capitalised word may be a name no list holds. */
const SMALL_LETTER_WORD = /(?<![\p{L}\p{N}'’-])\p{Ll}+(?:['’]\p{Ll}+)?(?![\p{L}\p{N}-])/gu;

/** Whether the writer's own words were read and every one is in the list of English words. */
function allWordsListed(sentences: readonly Sentence[]): boolean {
  if (sentences.length === 0) return false;
  return sentences.every((sentence) =>
    matchesOf(SMALL_LETTER_WORD, withoutQuotations(sentence.text)).every((match) => wordCount(match[0]) > 0),
  );
}

/**
 * Above this many flagged errors per 100 words the errors are frequent (FREQUENT_ERRORS_PER_100_WORDS:
 * at the checker's recall, an error in every other sentence): conventions are not named a strength.
 */
const MAX_FLAGGED_RATE_FOR_STRENGTH = FREQUENT_ERRORS_PER_100_WORDS;

/**
 * Whether grammar and spelling may be praised: only in a text long enough to show them and with
 * few errors flagged, since what the checker misses grows with what it finds.
 */
export function conventionsPraiseworthy(
  issues: readonly StyleIssue[],
  words: number,
  evidence: number,
  /** The text's sentences: writing in capitals or sentences that run on are errors no count shows. */
  sentences: readonly Sentence[] = [],
): boolean {
  return (
    evidence >= 1 &&
    (weightedErrorCount(issues) / Math.max(1, words)) * 100 <= MAX_FLAGGED_RATE_FOR_STRENGTH &&
    unflaggedErrorSignals(sentences).length === 0 &&
    // A contraction typed without its apostrophe is an error of mechanics, flagged or not.
    foundErrors(sentences, issues).withoutApostrophe.length === 0
  );
}

/**
 * The errors per 100 words the conventions score reads: those flagged, and never fewer than one in
 * the text (or in a paragraph's 100 words, for a shorter text, whose conventions count in proportion
 * to its length anyway: essay-development's languageEvidence). The checks find about two errors in
 * five (CHECKER_RECALL), so at their recall a text holding one or two errors shows none flagged more
 * often than not (0.6 and 0.36): an absence of flags cannot tell a text free of errors from one with
 * a slip the checks missed, and so never earns a perfect score.
 */
const MIN_SCORED_ERRORS = 1;
const MIN_SCORED_WORDS = 100;

function scoredErrorRate(issues: readonly StyleIssue[], words: number): number {
  const floor = MIN_SCORED_ERRORS / Math.max(words, MIN_SCORED_WORDS);
  return Math.max(weightedErrorCount(issues) / words, floor) * 100;
}

/** Grammar and spelling errors, each distinct mistake once and its repeats at a reduced weight. */
export function weightedErrorCount(issues: readonly StyleIssue[]): number {
  // Words to check weigh here too: the score and the praise read every flag, the counts only errors shown.
  const errors = issues.filter((issue) => issue.kind === 'grammar' || issue.kind === 'spelling');
  const distinct = new Set(errors.map((issue) => `${issue.error.toLowerCase()}→${issue.correction.toLowerCase()}`))
    .size;
  return distinct + (errors.length - distinct) * REPEATED_ERROR_WEIGHT;
}

/** How the note of words to check opens, so other notes can tell it is there. */
export const WORDS_TO_CHECK_OPENING = 'Check the spelling of ';

/** Flagged words no one fix fits: named for the writer to check, never shown as a correction. */
export function wordsToCheckNote(issues: readonly StyleIssue[]): string {
  const words = [...new Set(issues.filter(offersNoReplacement).map((issue) => `“${issue.error.trim()}”`))];
  if (words.length === 0) return '';
  // What the checks could not do, not that no word is clearly meant: the writer often sees the word at once.
  return `${WORDS_TO_CHECK_OPENING}${listOf(words)}: ${words.length === 1 ? 'it is' : 'they are'} not in the dictionary, and the checks could not pick a correction for ${words.length === 1 ? 'it' : 'them'}.`;
}

/** The findings the corrections list shows: the most severe first, in reading order. */
function listedIssues(issues: readonly StyleIssue[]): StyleIssue[] {
  return issues
    .filter((issue) => !offersNoReplacement(issue))
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.sentence.index - b.sentence.index)
    .slice(0, MAX_CORRECTIONS);
}

function corrections(issues: readonly StyleIssue[], layout: EssayLayout): SpecificCorrection[] {
  return listedIssues(issues).map((issue) => ({
    ruleId: issue.ruleId,
    category: issue.category,
    severity: issue.severity,
    location: layout.locationOf(issue.sentence),
    error: issue.error,
    correction: issue.correction,
    explanation: issue.explanation,
    evidence: evidenceFrom(issue.sentence, issue.focus),
  }));
}
