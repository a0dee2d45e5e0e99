import type { StyleIssue } from '../../grammar/finding';
import { matchesOf } from '../../text/pattern-matches';
import { rememberedPerText } from '../../text/remembered-words';
import type { Sentence } from '../../text/sentences';
import { countWords } from '../../text/words';
import { countOf, listOf, verbFor } from '../wording';
import { hardToFollowCount, mostlyHardToFollow } from './hard-to-follow';
import { withoutQuotations } from './quotations';

/** Words of two letters or more, to tell all-capitals writing from a name or "I". */
const LONGER_WORD = /\p{L}{2,}/gu;
const CAPITALS_ONLY = /^\p{Lu}+$/u;
/** More than half the words in capitals: the writing is in capitals, not a word stressed here and there. */
const CAPITALS_SHARE = 0.5;
/**
 * A sentence this long is nearly always several sentences joined without a full stop in a
 * student's writing; the grammar checker reads sentence by sentence and does not flag it.
 */
const RUN_ON_WORDS = 50;
/**
 * A full stop, question or exclamation mark followed by a word in small letters: a new sentence
 * begun without its capital. A closing quotation mark between them is a dialogue tag ("Why?" she
 * asked), which English writes in small letters, so it is not matched; an ellipsis is not a stop.
 */
const STOP_THEN_SMALL_LETTER = /(?<![.])([\p{L}\p{N}.]*)[.!?]\s+(\p{Ll}[\p{L}'’]*)/gu;
/**
 * Whether the stop matched is the last dot of an ellipsis ("days... the", "days . . . the"): a dot
 * after a dot or after a space. An ellipsis marks words left out, not a sentence end.
 */
function endsEllipsis(text: string, match: RegExpExecArray): boolean {
  const before = match[1] ?? '';
  return before.endsWith('.') || (before === '' && /[\s.]/u.test(text.charAt(match.index - 1)));
}
/**
 * Whether the stop follows a word anonymised in the text ("the @CAPS1. population"): the placeholder
 * may stand for an abbreviation ("U.S."), whose stop ends no sentence.
 */
function anonymisedBefore(text: string, match: RegExpExecArray): boolean {
  return text.charAt(match.index - 1) === '@';
}
/** Short words a full stop abbreviates ("p. 4", "etc. and", "vs. them"): no sentence ends there. */
const ABBREVIATED =
  /^(?:\p{L}|\p{L}+\.\p{L}+\.?|p|pp|para|paras|etc|vs|approx|mr|mrs|ms|dr|st|no|fig|ch|vol|ed|eds)$/iu;
const ENGLISH_WORD = /^[a-z]+(?:['’][a-z]+)?$/u;
/**
 * Unflagged errors of sentence punctuation and capitals this many or more (or any sentence that runs
 * on, which hides several) show a text with many more errors than any count of them.
 */
const MANY_UNFLAGGED = 3;

/** Errors the grammar checker does not flag, found by the shape of the text itself. */
export interface UnflaggedErrors {
  /** Sentences begun in small letters, after a stop or at a break: the words they begin with. */
  smallLetterStarts: string[];
  /** The length in words of each sentence that runs on. */
  runOns: number[];
  /** Whether most of the text is in capital letters. */
  inCapitals: boolean;
}

/**
 * The errors of the text's shape; given the checker's findings, a small-letter start the checker
 * already flagged (its capital correction in the same sentence) is left to the checker's count.
 */
export function unflaggedErrors(sentences: readonly Sentence[], flagged: readonly StyleIssue[] = []): UnflaggedErrors {
  const shapes = sentences.map((sentence) => shapeOf(sentence.text));
  const words = shapes.reduce((sum, shape) => sum + shape.longerWords, 0);
  const capitals = shapes.reduce((sum, shape) => sum + shape.inCapitals, 0);
  const flaggedStart = (sentence: Sentence, word: string) =>
    flagged.some(
      (issue) =>
        issue.sentence.start === sentence.start &&
        issue.error.toLowerCase() === word.toLowerCase() &&
        issue.correction !== issue.error,
    );
  return {
    smallLetterStarts: sentences.flatMap((sentence, index) =>
      smallLetterStartsIn(sentence, sentences[index - 1]).filter((word) => !flaggedStart(sentence, word)),
    ),
    runOns: runOnLengths(sentences),
    inCapitals: words > 0 && capitals / words > CAPITALS_SHARE,
  };
}

/** What the signs read of one sentence, whatever the checker flagged: kept per sentence, as they are read again. */
interface SentenceShape {
  /** Its words of two letters or more, and how many of them are in capitals. */
  longerWords: number;
  inCapitals: number;
  /** Its writer's longest stretch of words with no mark that may end a clause (see `longestOwnStretch`). */
  ownStretch: number;
}

const shapeOf = rememberedPerText((text: string): SentenceShape => {
  const longer = matchesOf(LONGER_WORD, text).map((match) => match[0]);
  return {
    longerWords: longer.length,
    inCapitals: longer.filter((word) => CAPITALS_ONLY.test(word)).length,
    ownStretch: longestOwnStretch(text),
  };
});

/** How many errors the unflagged signs stand for at least: each small-letter start and run-on one. */
export function unflaggedErrorCount(errors: UnflaggedErrors): number {
  return errors.smallLetterStarts.length + errors.runOns.length;
}

/** Whether the unflagged errors show a text with many more errors than a count of them. */
export function manyUnflaggedErrors(errors: UnflaggedErrors): boolean {
  return errors.inCapitals || errors.runOns.length > 0 || unflaggedErrorCount(errors) >= MANY_UNFLAGGED;
}

/**
 * Signs, independent of the grammar checker, that a text holds errors the checker does not flag:
 * writing in capitals, sentences that run on and sentences begun in small letters ("i" for "I" the
 * checker flags itself), and sentences that mostly do not parse (no verb, words no dictionary holds).
 * Each is told to the writer, and while any holds, a low count of flagged errors is no sign of
 * clean writing.
 */
export function unflaggedErrorSignals(sentences: readonly Sentence[], flagged: readonly StyleIssue[] = []): string[] {
  // The same reading as the count note's, so the two never tell different numbers.
  const { smallLetterStarts, runOns, inCapitals } = unflaggedErrors(sentences, flagged);
  const starts = [...new Set(smallLetterStarts)].slice(0, 3).map((word) => `“${word}”`);
  const { hard, read } = hardToFollowCount(sentences);
  return [
    mostlyHardToFollow(sentences)
      ? `Most sentences are hard to follow (${hard} of ${read === sentences.length ? 'the' : 'the first'} ${read} have no verb or hold words no dictionary knows): write each as a full sentence, with a subject and a verb.`
      : '',
    inCapitals
      ? 'Most of the text is written in capital letters: use small letters, with a capital only to begin a sentence or a name.'
      : '',
    runOns.length > 0
      ? `${countOf(runOns.length, 'sentence')} ${verbFor(runOns.length, 'runs', 'run')} on for ${runOns.length === 1 ? '' : 'up to '}${Math.max(...runOns)} words without a full stop: split ${runOns.length === 1 ? 'it' : 'them'} into sentences.`
      : '',
    smallLetterStarts.length > 0
      ? `${countOf(smallLetterStarts.length, 'sentence')} ${verbFor(smallLetterStarts.length, 'begins', 'begin')} with a small letter (${listOf(starts)}): begin every sentence with a capital.`
      : '',
  ].filter(Boolean);
}

/** The length in words of each sentence that runs on. */
export function runOnLengths(sentences: readonly Sentence[]): number[] {
  return sentences.map((sentence) => shapeOf(sentence.text).ownStretch).filter((count) => count > RUN_ON_WORDS);
}

/**
 * The writer's longest stretch of words with no mark that may end a clause correctly: a quotation is
 * the source's words, and a colon or a semicolon joins clauses as a full stop would, so a long
 * sentence that introduces a quotation after a colon is punctuated, not run on.
 */
function longestOwnStretch(text: string): number {
  return Math.max(0, ...writerWords(text).split(/[:;]/u).map(countWords));
}

/**
 * Words after an opening quotation mark that is never closed, from this many to the sentence's end:
 * the closing mark was lost (or garbled) and the words quoted ran into the writer's own, so they are
 * read as the writer's. A short unclosed quotation ("The sign said "wait here.") stays quoted.
 */
const UNCLOSED_QUOTATION_WORDS = 20;
/** A closing quotation mark, with the stops and spaces that may follow it, at the end of a text. */
const CLOSED_AT_END = /["”'’](?:[\s.!?,]*)$/u;

/** The sentence with its quotations blanked, save a long quotation left unclosed to its end. */
function writerWords(text: string): string {
  const own = withoutQuotations(text);
  const trailing = /\s+$/u.exec(own);
  if (!trailing) return own;
  const quoted = text.slice(trailing.index);
  if (CLOSED_AT_END.test(quoted) || countWords(quoted) < UNCLOSED_QUOTATION_WORDS) return own;
  return own.slice(0, trailing.index) + quoted;
}

/**
 * The words that begin a sentence without its capital: after a stop inside what the splitter kept as
 * one sentence, or at the start of a sentence after a line break with no stop before it. The writer's
 * "i" is told apart, and so is a piece opening on a quotation's small letters.
 */
function smallLetterStartsIn(sentence: Sentence, previous: Sentence | undefined): readonly string[] {
  // A small letter after a stop the checker flags itself; after a quotation closed by its own stop
  // ("Why?" she asked) it begins a dialogue tag. Only a start after a line with no stop is unflagged.
  // A line ending on a colon, a semicolon, a comma or a dash goes on in the next: no sentence begins
  // there. Nor does one at the top of a page whose last sentence had no stop: the sentence runs on
  // across the page break, as sentences do in any printed text.
  const afterBreak =
    previous !== undefined && previous.page === sentence.page && !/[.!?:;,…–—-]["”’')]*\s*$/u.test(previous.text);
  return (afterBreak ? smallLetterStartsAfterBreak : smallLetterStartsAfterStop)(sentence.text);
}

const smallLetterStartsAfterBreak = rememberedPerText((text: string) => smallLetterStartsOf(text, true));
const smallLetterStartsAfterStop = rememberedPerText((text: string) => smallLetterStartsOf(text, false));

function smallLetterStartsOf(text: string, afterBreak: boolean): string[] {
  // A quotation's words are not the writer's sentences: its small letters after a stop are the source's.
  const own = withoutQuotations(text);
  const opening = afterBreak ? /^\s*(\p{Ll}[\p{L}'’]*)/u.exec(own)?.[1] : undefined;
  const inside = matchesOf(STOP_THEN_SMALL_LETTER, own)
    .filter(
      (match) =>
        !endsEllipsis(own, match) &&
        !ABBREVIATED.test((match[1] ?? '').replace(/\.$/u, '')) &&
        !anonymisedBefore(own, match),
    )
    .map((match) => match[2] ?? '');
  // Only English words in small letters: the remains of a garbled encoding ("ï¿½") are no sentence start.
  return [...(opening ? [opening] : []), ...inside].filter(
    (word) => ENGLISH_WORD.test(word) && word !== 'i' && !/^i['’]/u.test(word),
  );
}
