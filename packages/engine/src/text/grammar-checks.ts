import { type GrammarLint, lintText } from './grammar-linter';
import type { Sentence } from './sentences';
import { checkStyle, type IssueKind, type SentenceCheck, type StyleIssue } from './style-checks';

type Severity = StyleIssue['severity'];

/**
 * How each harper.js lint kind is reported. Kinds left out (readability, style, enhancement,
 * formatting, redundancy) are matters of taste or of PDF layout, and our own style checks
 * already cover long sentences and passive voice; counting them as errors would cost precision.
 */
const KIND_REPORT: Readonly<Record<string, readonly [IssueKind, string, Severity]>> = {
  Agreement: ['grammar', 'Agreement', 'critical'],
  Grammar: ['grammar', 'Grammar', 'critical'],
  Malapropism: ['grammar', 'Word choice', 'critical'],
  Eggcorn: ['grammar', 'Word choice', 'moderate'],
  WordOrder: ['grammar', 'Word order', 'critical'],
  WordChoice: ['grammar', 'Word choice', 'moderate'],
  Usage: ['grammar', 'Usage', 'moderate'],
  Nonstandard: ['grammar', 'Usage', 'moderate'],
  Miscellaneous: ['grammar', 'Grammar', 'moderate'],
  BoundaryError: ['spelling', 'Spelling', 'moderate'],
  Repetition: ['grammar', 'Repeated word', 'moderate'],
  Capitalization: ['grammar', 'Capitalisation', 'minor'],
  Punctuation: ['grammar', 'Punctuation', 'minor'],
  Spelling: ['spelling', 'Spelling', 'moderate'],
  Typo: ['spelling', 'Spelling', 'moderate'],
};
/** Rules whose advice is a preference, not a correction (e.g. "school teachers" → "schoolteachers"). */
const PREFERENCE_RULES = new Set(['CompoundNouns', 'LongSentences', 'SpelledNumbers']);
/** Anonymisation placeholders, HTML entities and code-like tokens (`@PERSON1`, `&lt;`) are not words to check. */
const PLACEHOLDER = /[@#_&]\p{L}*\d*|\p{L}+\d+/u;
/** Characters garbled by a wrong text encoding (`don�t`, `donï¿½t`): the writer did not type them. */
const GARBLED = /\uFFFD|ï¿½|Ã[\u0080-\u00BF]|â€/u;
const LINE_BREAK = /(?<!\n)\n(?!\n)/gu;

/**
 * Grammar and spelling problems in the given sentences, from harper.js and from our own checks.
 * Where both flag the same words, our check wins: its wording is written for students.
 */
export async function checkLanguage(
  sentences: readonly Sentence[],
  pageTextOf: (page: number) => string,
  ownChecks?: readonly SentenceCheck[],
): Promise<StyleIssue[]> {
  const own = checkStyle(sentences, pageTextOf, ownChecks);
  const linted = await checkGrammar(sentences, pageTextOf);
  const ownErrors = own.filter((issue) => issue.kind !== 'style');
  const extra = linted.filter((issue) => !ownErrors.some((mine) => overlaps(mine, issue)));
  return [...own, ...extra].sort((a, b) => a.sentence.index - b.sentence.index || a.focus - b.focus);
}

/** harper.js findings that fall inside the given sentences, as issues a writer can act on. */
export async function checkGrammar(
  sentences: readonly Sentence[],
  pageTextOf: (page: number) => string,
): Promise<StyleIssue[]> {
  const issues: StyleIssue[] = [];
  for (const page of new Set(sentences.map((sentence) => sentence.page))) {
    const onPage = sentences.filter((sentence) => sentence.page === page);
    // Lines wrapped by the PDF layout are not sentence breaks; same length keeps the offsets.
    const lints = await lintText(pageTextOf(page).replace(LINE_BREAK, ' '));
    for (const lint of lints) {
      const sentence = onPage.find((candidate) => lint.start >= candidate.start && lint.end <= candidate.end);
      const issue = sentence && issueFrom(lint, sentence);
      if (issue) issues.push(issue);
    }
  }
  return issues;
}

function issueFrom(lint: GrammarLint, sentence: Sentence): StyleIssue | undefined {
  const report = KIND_REPORT[lint.kind];
  if (!report || PREFERENCE_RULES.has(lint.rule)) return undefined;
  const focus = lint.start - sentence.start;
  const error = sentence.text.slice(focus, lint.end - sentence.start);
  if (error.trim() === '' || !isCheckable(lint, error, sentence, focus)) return undefined;
  const [kind, category, severity] = report;
  const correction = correctionOf(lint, error);
  if (correction === error) return undefined;
  return {
    kind,
    category,
    severity,
    sentence,
    focus,
    error,
    correction,
    explanation: lint.message.replace(/`([^`]*)`/gu, '“$1”'),
  };
}

/** Names, acronyms and placeholders are often missing from the dictionary without being wrong. */
function isCheckable(lint: GrammarLint, error: string, sentence: Sentence, focus: number): boolean {
  const around = wordsAround(sentence.text, focus, focus + error.length);
  if (PLACEHOLDER.test(around) || GARBLED.test(around)) return false;
  if (lint.kind !== 'Spelling' && lint.kind !== 'Typo') return true;
  const startsSentence = sentence.text.slice(0, focus).trim() === '';
  const capitalised = /^\p{Lu}/u.test(error);
  return !(capitalised && !startsSentence) && error !== error.toUpperCase();
}

/** The text from the start of the first word touched to the end of the last one. */
function wordsAround(text: string, start: number, end: number): string {
  const from = text.slice(0, start).search(/\S*$/u);
  const to = end + (/^\S*/u.exec(text.slice(end))?.[0].length ?? 0);
  return text.slice(from, to);
}

function correctionOf(lint: GrammarLint, error: string): string {
  const suggestion = lint.suggestions[0];
  if (suggestion === undefined) return lint.message.replace(/`([^`]*)`/gu, '“$1”');
  return suggestion === '' ? `Delete “${error.trim()}”.` : suggestion;
}

function overlaps(a: StyleIssue, b: StyleIssue): boolean {
  if (a.sentence.index !== b.sentence.index) return false;
  const aEnd = a.focus + Math.max(1, a.error.length);
  const bEnd = b.focus + Math.max(1, b.error.length);
  return a.focus < bEnd && b.focus < aEnd;
}
