import type { WritingQuality } from '@doclens/api';
import { checkStyle } from '../../grammar/check-language';
import { GRAMMAR_CHECKS } from '../../grammar/registry';
import { evidenceFrom } from '../../text/evidence';
import { matchesOf } from '../../text/pattern-matches';
import type { Sentence } from '../../text/sentences';
import { spansOverlap, type TextSpan } from '../../text/text-span';
import { countWords, escapeRegExp } from '../../text/words';
import { countOf, verbFor } from '../wording';
import { fixesThatTeachNoError } from './checked-grammar-fixes';
import { type ExperienceStatement, leadsWithActionVerbs } from './experience-statements';
import { readsAsFinishedLine } from './finished-line';
import { FIRST_PERSON } from './first-person';
import { informalWordCount } from './informal-words';
import { isKeyboardFiller } from './keyboard-filler';
import { actionKey } from './line-key';
import { asOneLine } from './one-line';
import { statementSegments } from './statement-segments';
import { isWholeStatement } from './whole-statement';

/**
 * Where a one-word adverb can stand in for an adverbial phrase: at the end of its clause, or before a
 * word that starts a new phrase ("daily and logged", "regularly to review"). Before anything else it
 * would split a noun from the words that describe it ("the rolls daily needed for…").
 */
const ADVERB_PLACE = String.raw`(?=\s*(?:[,.;:)]|$|(?:and|or|but|to|for|with|at|in|on|by|from|during|while|across|throughout)\b))`;

/** Wordy phrases with the shorter wording that means the same, and where in the line the shorter one reads. */
const CONCISE_FORMS: ReadonlyArray<readonly [string, string, string?]> = [
  ['in order to', 'to'],
  ['due to the fact that', 'because'],
  ['a number of', 'several'],
  ['a variety of', 'various'],
  ['in the event that', 'if'],
  ['on a daily basis', 'daily', ADVERB_PLACE],
  ['on a regular basis', 'regularly', ADVERB_PLACE],
  ['at this point in time', 'now'],
  ['with regard to', 'about'],
  ['for the purpose of', 'to'],
  ['prior to', 'before'],
  ['utilized', 'used'],
  ['utilised', 'used'],
  ['utilize', 'use'],
  ['utilise', 'use'],
  ['successfully ', ''],
];
// A wordy phrase right before a number belongs to a broken line ("a number of 40 patients"): shortening it
// would not read ("several 40 patients"), so it is left for the writer.
const BEFORE_NO_NUMBER = String.raw`(?!\s*\d)`;
const WORDY = new RegExp(
  `\\b(?:${CONCISE_FORMS.map(([wordy, , place = '']) => `${escapeRegExp(wordy.trim())}\\b${place}`).join('|')})${BEFORE_NO_NUMBER}`,
  'iu',
);
/**
 * "Successfully" joined to another adverb ("Successfully and effectively implemented…"): the two are one
 * phrase, so cutting one leaves "And effectively implemented…"; the pair goes together or stays.
 */
const JOINED_ADVERBS =
  /\b\p{L}+ly\s*(?:,|\band\b|\bor\b|&|\/)\s*successfully\b|\bsuccessfully\s*(?:,|\band\b|\bor\b|&|\/)\s*\p{L}+ly\b/iu;
/**
 * A trimmed line that opens or closes on a mark ("/consistently achieved…", "…and,"): the cut took
 * a word the mark joins to another, so the trim is not offered. A closing stop, figure ("20%") or bracket is the line's own.
 */
const DANGLING_MARK = /^\s*[/\\,;:.&+)\]–—-]|[/\\,;:&+([–—-]\s*$/u;
const MAX_EXAMPLES = 3;
const CONCISE_STATEMENT_WORDS = 25;
const FIRST_PERSON_LIMIT = 3;

export async function cvWritingQuality(
  lines: readonly TextSpan[],
  statements: readonly ExperienceStatement[],
  printedSpans: readonly TextSpan[] = statements.map((statement) => statement.line),
  listLines: readonly TextSpan[] = [],
): Promise<WritingQuality> {
  // A line of keyboard filler is deleted whole (a red flag), so no word of it is corrected.
  const asSentences: Sentence[] = lines
    .filter((line) => !isKeyboardFiller(line.text))
    .map((line, index) => ({ ...line, index }));
  // The correctness checks look at each line alone; none needs the surrounding page.
  // A line the CV repeats under two roles gives the same fix twice; the reader is told once.
  const grammar = (await fixesThatTeachNoError(checkStyle(asSentences, () => '', GRAMMAR_CHECKS))).filter(
    firstOfItsWords((issue) => `${actionKey(issue.sentence.text)}\u0000${issue.error}\u0000${issue.correction}`),
  );
  const actionLed = statements.filter((statement) => statement.actionLed);
  const wordy = wordySpans(lines, statements, printedSpans, listLines);
  const averageWords =
    statements.length === 0 ? 0 : statements.reduce((sum, s) => sum + countWords(s.line.text), 0) / statements.length;
  const text = lines.map((line) => line.text).join('\n');
  const firstPerson = [...matchesOf(FIRST_PERSON, text)].length;
  // A skills or tools list names tools and roles ("Super User"): its words are no casual speech.
  const informal = informalWordCount(lines, listLines);

  const usesActiveVoice = leadsWithActionVerbs(statements);
  const isConcise = averageWords <= CONCISE_STATEMENT_WORDS && wordy.length <= 2;
  const toneIssues = [
    ...(firstPerson > FIRST_PERSON_LIMIT
      ? [`First person used ${firstPerson} times; CVs usually leave out “I” and “my”.`]
      : []),
    ...(informal > 0 ? [`${countOf(informal, 'informal word')} (such as “stuff” or “lots of”).`] : []),
  ];
  return {
    usesActiveVoice,
    activeVoiceExamples: actionLed.slice(0, MAX_EXAMPLES).map(({ line }) => quoted(line)),
    isConcise,
    wordyExamples: wordy
      .flatMap((line) => {
        const evidence = evidenceFrom(line);
        const concise = conciseForm(evidence.quote);
        return concise === undefined ? [] : [{ wordy: evidence.quote, concise, evidence }];
      })
      .filter(
        (example) =>
          !DANGLING_MARK.test(example.concise) &&
          !keepsRedundancy(example.concise) &&
          !keepsFormOfSwappedWord(example.wordy, example.concise) &&
          readsAsFinishedLine(example.concise),
      )
      .slice(0, MAX_EXAMPLES),
    hasGrammarErrors: grammar.length > 0,
    grammarIssues: grammar.slice(0, 10).map((issue) => ({
      error: issue.error,
      correction: issue.correction,
      location: `Page ${issue.sentence.page}`,
      explanation: issue.explanation,
      evidence: evidenceFrom(issue.sentence, issue.focus),
    })),
    overallTone:
      toneIssues.length === 0 ? 'Professional' : firstPerson > FIRST_PERSON_LIMIT ? 'Personal' : 'Casual in places',
    toneIssues,
    feedback: [
      usesActiveVoice
        ? // Statements cut from a line that ran several together are not the lines the writer set out.
          `${countOf(actionLed.length, statements.some((s) => s.runTogether) ? 'statement' : 'line')} ${verbFor(actionLed.length, 'opens', 'open')} with an action verb.`
        : 'Few lines open with an action verb (led, built, increased…).',
      isConcise ? 'Lines are concise.' : 'Some lines are long or wordy; cut filler words.',
      grammar.length === 0
        ? 'No grammar or spelling errors found.'
        : `${countOf(grammar.length, 'grammar or spelling issue')} to fix.`,
    ].join(' '),
  };
}

/**
 * Experience statements with wordy phrasing, whole (a wrapped sentence is one statement), then
 * other wordy lines such as a summary's; only those that read as a whole statement, since the
 * concise form is offered as a sentence to use. An item of a skills or highlights list is a phrase
 * naming what the writer can do, not a sentence: it is not offered back as one.
 */
function wordySpans(
  lines: readonly TextSpan[],
  statements: readonly ExperienceStatement[],
  printedSpans: readonly TextSpan[],
  listLines: readonly TextSpan[],
): TextSpan[] {
  const statementSpans = statements.map((statement) => statement.line);
  // A copy of a repeated statement is no line of a summary: it is offered once, whole, as its statement.
  const overlaps = (spans: readonly TextSpan[]) => (line: TextSpan) => spans.some((span) => spansOverlap(span, line));
  const insideStatement = overlaps(printedSpans);
  const inList = overlaps(listLines);
  return [
    ...statementSpans,
    // A line of a summary may hold sentences run together ("…food.Successfully ran…"): each is offered alone.
    ...lines.filter((line) => !insideStatement(line) && !inList(line)).flatMap(statementSegments),
  ]
    .filter((span) => WORDY.test(span.text) && isWholeStatement(span) && !JOINED_ADVERBS.test(span.text))
    .filter(firstOfItsWords((span) => actionKey(span.text)));
}

/** Keeps the first of items with the same key: a CV that repeats a line under two roles is told about it once. */
function firstOfItsWords<T>(keyOf: (item: T) => string): (item: T) => boolean {
  const seen = new Set<string>();
  return (item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}

function quoted(line: TextSpan) {
  const evidence = evidenceFrom(line);
  return { text: evidence.quote, evidence };
}

/**
 * The line with each wordy phrase in its shorter form. A phrase that opened a sentence hands its
 * capital on ("Successfully led" → "Led"), so a cut never leaves a sentence starting in lowercase.
 */
function conciseForm(text: string): string | undefined {
  let result = text;
  let broken = false;
  for (const [wordy, concise, place = ''] of CONCISE_FORMS) {
    const phrase = new RegExp(`\\b${escapeRegExp(wordy.trim())}\\b${place}${BEFORE_NO_NUMBER}(\\s?)(\\p{L}?)`, 'giu');
    result = result.replace(phrase, (found: string, space: string, nextLetter: string, at: number, whole: string) => {
      const capital = /^\p{Lu}/u.test(found);
      if (concise) return `${capital ? capitalised(concise) : concise}${space}${nextLetter}`;
      // A word cut from beside "and", "or" or a mark leaves the joining word with nothing to join.
      if (
        JOINED_BEFORE.test(whole.slice(0, at)) ||
        JOINED_AFTER.test(whole.slice(at + found.length - nextLetter.length))
      )
        broken = true;
      return capital ? nextLetter.toUpperCase() : nextLetter;
    });
  }
  return broken ? undefined : capitalised(asOneLine(result).trim());
}

/** Letters two forms of one word share at their start ("utilize", "utilizing"). */
const SHARED_STEM = 6;

/**
 * Whether the trimmed line swaps one form of a word and keeps another ("utilize" → "use" beside
 * "utilizing"): half tidied, it reads as two hands wrote it.
 */
function keepsFormOfSwappedWord(wordy: string, concise: string): boolean {
  return CONCISE_FORMS.some(([swapped]) => {
    if (/\s/u.test(swapped.trim()) || swapped.trim().length < SHARED_STEM) return false;
    if (!new RegExp(`\\b${escapeRegExp(swapped.trim())}\\b`, 'iu').test(wordy)) return false;
    return new RegExp(`\\b${escapeRegExp(swapped.slice(0, SHARED_STEM))}\\p{L}*`, 'iu').test(concise);
  });
}

/** What joins the cut word to another: "and", "or", "&", "/" or a comma before or after it. */
const JOINED_BEFORE = /(?:\b(?:and|or)|[&/,])\s*$/iu;
const JOINED_AFTER = /^\s*(?:(?:and|or)\b|[&/,])/iu;
/** A word stem this long shared by two different words of a line ("implemented … implementation"). */
const REDUNDANT_STEM = 7;

/** Whether a trimmed line still says a thing twice in two forms of one word: no finished line to offer. */
function keepsRedundancy(text: string): boolean {
  const words = (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word.length > REDUNDANT_STEM);
  const stems = new Map<string, string>();
  for (const word of words) {
    const stem = word.slice(0, REDUNDANT_STEM);
    const seen = stems.get(stem);
    if (seen !== undefined && seen !== word) return true;
    stems.set(stem, word);
  }
  return false;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
