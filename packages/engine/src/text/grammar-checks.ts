import nlp from 'compromise';
import { englishVariantOf, type VariantEvidence } from './english-variant';
import { type EnglishVariant, type GrammarLint, lintText, misspelledIn } from './grammar-linter';
import { matchesOf } from './pattern-matches';
import { remembered } from './remembered-words';
import type { Sentence } from './sentences';
import { fittingSpelling } from './spelling-correction';
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
/**
 * Rules whose advice is a preference, not a correction ("school teachers" → "schoolteachers",
 * "Ok" → "Okay"), or that mistake a name or a countable use for an error ("Sam" → "SAM" because
 * another text wrote it so, "a passion" → "passion").
 */
const PREFERENCE_RULES = new Set([
  'CompoundNouns',
  'LongSentences',
  'SpelledNumbers',
  'OrthographicConsistency',
  'OkToOkay',
  'MassNouns',
  'UpdatePlaceNames',
]);
/** A word in capitals of two letters or more: an acronym, a heading or a placeholder, left as written. */
const ALL_CAPS = /\b\p{Lu}{2,}\b/u;
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
  // harper lints in its own thread while our checks run here.
  const linting = checkGrammar(sentences, pageTextOf);
  const own = checkStyle(sentences, pageTextOf, ownChecks);
  const linted = await linting;
  // One error is reported once: the first finding on some words wins, ours before harper's.
  const kept = own.filter((issue) => issue.kind !== 'style');
  for (const issue of linted) if (!kept.some((earlier) => overlaps(earlier, issue))) kept.push(issue);
  const extra = linted.filter((issue) => kept.includes(issue));
  return [...own, ...extra].sort((a, b) => a.sentence.index - b.sentence.index || a.focus - b.focus);
}

/** harper.js findings that fall inside the given sentences, as issues a writer can act on. */
export async function checkGrammar(
  sentences: readonly Sentence[],
  pageTextOf: (page: number) => string,
): Promise<StyleIssue[]> {
  const pages = [...new Set(sentences.map((sentence) => sentence.page))].map((page) => {
    // Lines wrapped by the PDF layout are not sentence breaks; same length keeps the offsets.
    const text = pageTextOf(page).replace(LINE_BREAK, ' ');
    return { page, text };
  });
  const linted = await Promise.all(pages.map(async (page) => ({ ...page, lints: await lintText(page.text) })));
  const lints = linted.flatMap((page) => page.lints);
  // The dictionary look-ups below go to the grammar thread together rather than one after another.
  const [evidence, names] = await Promise.all([
    englishVariantOf(pages.map((page) => page.text).join('\n'), lints),
    namesAmong(lints),
  ]);
  const variant = evidence.variant === 'british' ? 'british' : 'american';
  const [joins, capitalised] = await Promise.all([
    fragmentJoins(linted, variant),
    capitalisedCommonWords(sentences, variant),
  ]);
  const issues: StyleIssue[] = [];
  for (const { page, lints } of linted) {
    const onPage = sentences.filter((sentence) => sentence.page === page);
    for (const lint of lints) {
      const sentence = onPage.find((candidate) => lint.start >= candidate.start && lint.end <= candidate.end);
      if (!sentence || names.has(lint)) continue;
      const issue = isFragment(lint)
        ? (joinedIssue(joins.get(lint), sentence, issues) ?? checkFragment(lint, sentence, issues))
        : issueFrom(lint, sentence, evidence);
      if (issue) issues.push(issue);
    }
  }
  if (evidence.variant === 'british')
    issues.push(...sentences.flatMap((sentence) => americanSpellings(sentence, evidence)));
  issues.push(...capitalised);
  return issues;
}

/**
 * A capitalised word inside a sentence, after a possessive, a quantifier or "in", and before a word
 * in lower case ("my Friends are", "in Summer."): a common word when the dictionary knows it in
 * lower case and it is no name. After "the", "a" or "of" a capital more often starts a title or an
 * institution's name ("the Queen", "Faculty of Medicine"), so those are left alone, as are words
 * that keep their capital as names of one of a kind.
 */
const MID_SENTENCE_CAPITAL =
  /(?<=\b(?:my|your|his|her|our|their|this|these|those|some|many|every|each|all|any|in|about|like|love|enjoy|play)\s)(\p{Lu}\p{Ll}+)(?=\s+(?!and\b|of\b|or\b|de\b|la\b|del\b)\p{Ll}|\s*[,.!?;])/gu;
const CAPITALISED_AS_NAME =
  /^(?:internet|web|earth|sun|moon|god|mum|mom|dad|mother|father|granny|grandma|grandpa|sir|madam|miss|mister|king|queen|prince|princess|president|bible|net|march|may|august)$/u;
const isNameLike = remembered((lower: string): boolean => {
  const parsed = nlp(lower);
  return parsed.has('#ProperNoun') || parsed.has('#Person') || parsed.has('#Place') || parsed.has('#Organization');
});

async function capitalisedCommonWords(sentences: readonly Sentence[], variant: EnglishVariant): Promise<StyleIssue[]> {
  const candidates = sentences.flatMap((sentence) =>
    matchesOf(MID_SENTENCE_CAPITAL, sentence.text).flatMap((match) => {
      const lower = match[0].toLowerCase();
      if (CAPITALISED_AS_NAME.test(lower) || isNameLike(lower)) return [];
      if (PLACEHOLDER.test(wordsAround(sentence.text, match.index, match.index + match[0].length))) return [];
      return [{ sentence, match, lower }];
    }),
  );
  if (candidates.length === 0) return [];
  const unknown = await misspelledIn([...new Set(candidates.map(({ lower }) => lower))], variant);
  return candidates
    .filter(({ lower }) => !unknown.has(lower))
    .map(({ sentence, match, lower }) => ({
      kind: 'grammar',
      category: 'Capitalisation',
      severity: 'minor',
      sentence,
      focus: match.index,
      error: match[0],
      correction: lower,
      explanation: 'A common word inside a sentence is written in lower case (“in summer”, “my friends”).',
    }));
}

/** A flagged word of one or two letters: most often a piece of a word split by a stray space ("c ut"). */
const isFragment = (lint: GrammarLint): boolean =>
  (lint.kind === 'Spelling' || lint.kind === 'Typo') && /^\p{L}{1,2}$/u.test(lint.problem);

/** Endings of contractions ("don't", "I'm", "you've"). */
const CONTRACTION_ENDING = /^(?:t|m|s|ve|re|ll|d)$/iu;
/** A fragment is joined only to a short neighbour, itself most likely the other half of a split word. */
const MAX_FRAGMENT_NEIGHBOUR = 3;

interface Join {
  start: number;
  end: number;
  word: string;
}

/**
 * For each fragment, the dictionary word it makes with the word just before or after it ("c ut" →
 * "cut", "o f" → "of"); a fragment that joins into no word gets no correction at all, since any
 * single-word guess for two letters ("ut" → "ult") is noise.
 */
async function fragmentJoins(
  pages: ReadonlyArray<{ text: string; lints: readonly GrammarLint[] }>,
  variant: 'american' | 'british',
): Promise<Map<GrammarLint, Join>> {
  const candidates = pages.flatMap(({ text, lints }) => fragmentCandidates(text, lints));
  if (candidates.length === 0) return new Map();
  const unknown = await misspelledIn(
    candidates.map(({ join }) => join.word.toLowerCase()),
    variant,
  );
  const joins = new Map<GrammarLint, Join>();
  for (const { lint, join } of candidates)
    if (!joins.has(lint) && !unknown.has(join.word.toLowerCase())) joins.set(lint, join);
  return joins;
}

/** The words each fragment of a page's text makes with its neighbours. */
function fragmentCandidates(text: string, lints: readonly GrammarLint[]): Array<{ lint: GrammarLint; join: Join }> {
  return lints.filter(isFragment).flatMap((lint) => {
    const previous = /(\p{L}+) $/u.exec(text.slice(0, lint.start));
    const next = /^ (\p{L}+)/u.exec(text.slice(lint.end));
    const joins: Join[] = [];
    if (previous) {
      const start = lint.start - previous[0].length;
      const [word, fragment] = [previous[1] ?? '', lint.problem];
      // "don t", "I ve", "ca nt": a contraction that lost its apostrophe.
      if (CONTRACTION_ENDING.test(fragment)) joins.push({ start, end: lint.end, word: `${word}'${fragment}` });
      if (fragment.toLowerCase() === 'nt') joins.push({ start, end: lint.end, word: `${word}n't` });
      if (word.length <= MAX_FRAGMENT_NEIGHBOUR) joins.push({ start, end: lint.end, word: word + fragment });
    }
    if (next && (next[1] ?? '').length <= MAX_FRAGMENT_NEIGHBOUR)
      joins.push({ start: lint.start, end: lint.end + next[0].length, word: lint.problem + next[1] });
    return joins.map((join) => ({ lint, join }));
  });
}

function joinedIssue(
  join: Join | undefined,
  sentence: Sentence,
  earlier: readonly StyleIssue[],
): StyleIssue | undefined {
  if (!join || join.start < sentence.start || join.end > sentence.end) return undefined;
  const focus = join.start - sentence.start;
  const error = sentence.text.slice(focus, join.end - sentence.start);
  const issue: StyleIssue = {
    kind: 'spelling',
    category: 'Spelling',
    severity: 'moderate',
    sentence,
    focus,
    error,
    correction: join.word,
    explanation: `A space splits “${join.word}” in two.`,
  };
  return earlier.some((other) => overlaps(other, issue)) ? undefined : issue;
}

/** A fragment that joins into no word: the writer is asked to check it, with no guess offered. */
function checkFragment(lint: GrammarLint, sentence: Sentence, earlier: readonly StyleIssue[]): StyleIssue | undefined {
  const focus = lint.start - sentence.start;
  const error = sentence.text.slice(focus, lint.end - sentence.start);
  // "1990's", "kung-fu": pieces of a written form, not of a split word.
  if (/[-'’\d]\s?$/u.test(sentence.text.slice(0, focus)) || /^\s?-/u.test(sentence.text.slice(focus + error.length)))
    return undefined;
  if (!isCheckable(lint, error, sentence, focus) || /^\p{Lu}/u.test(error)) return undefined;
  const issue: StyleIssue = {
    kind: 'spelling',
    category: 'Spelling',
    severity: 'moderate',
    sentence,
    focus,
    error,
    correction: `Check the spelling of “${error}”.`,
    explanation: lint.message.replace(/`([^`]*)`/gu, '“$1”'),
  };
  return earlier.some((other) => overlaps(other, issue)) ? undefined : issue;
}

function issueFrom(lint: GrammarLint, sentence: Sentence, evidence: VariantEvidence): StyleIssue | undefined {
  const report = KIND_REPORT[lint.kind];
  if (!report || PREFERENCE_RULES.has(lint.rule)) return undefined;
  const focus = lint.start - sentence.start;
  const error = sentence.text.slice(focus, lint.end - sentence.start);
  if (error.trim() === '' || !isCheckable(lint, error, sentence, focus)) return undefined;
  const spelling = lint.kind === 'Spelling' || lint.rule === 'SplitWords';
  // A British spelling is right unless the document is plainly American.
  if (spelling && evidence.britishOnly.has(error.toLowerCase()) && evidence.variant !== 'american') return undefined;
  if (isPastTakenForBase(lint)) return undefined;
  // "Managed check-in and check-out": a line that opens with its verb (a CV's or a list's) has no
  // subject for "managed to" to belong to; in prose, "I managed finish" is still caught.
  if (lint.rule === 'MissingTo' && focus === 0) return undefined;
  const [kind, category, severity] = report;
  const correction = spelling ? spellingCorrection(error, lint.suggestions) : correctionOf(lint, error);
  // A capitalised word no dictionary word fits is a name ("Ania"), not a misspelling of "Aria".
  if (correction === undefined || correction === error) return undefined;
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

/** "she hid" → "hides", "he fed" → "feds": harper reads a past tense as a base form wanting -s. */
function isPastTakenForBase(lint: GrammarLint): boolean {
  const suggestion = lint.suggestions[0];
  if (lint.kind !== 'Agreement' || !suggestion || !/^\p{Ll}+$/u.test(lint.problem)) return false;
  return suggestion.startsWith(lint.problem) && isPastTense(lint.problem.toLowerCase());
}
const isPastTense = remembered((word: string): boolean => nlp(word).has('#PastTense'));

/**
 * Capitalised "misspellings" whose only fitting word is itself a name ("Ania" → "Ana"): the
 * dictionary knows the suggestion only with a capital, so the writer most likely wrote a name too.
 */
async function namesAmong(lints: readonly GrammarLint[]): Promise<Set<GrammarLint>> {
  const capitalised = lints.flatMap((lint) => {
    if (lint.kind !== 'Spelling' || !/^\p{Lu}\p{Ll}/u.test(lint.problem)) return [];
    const fitting = fittingSpelling(lint.problem, lint.suggestions);
    return fitting ? [{ lint, fitting: fitting.toLowerCase() }] : [];
  });
  if (capitalised.length === 0) return new Set();
  const onlyCapitalised = await misspelledIn(
    capitalised.map(({ fitting }) => fitting),
    'american',
  );
  return new Set(capitalised.filter(({ fitting }) => onlyCapitalised.has(fitting)).map(({ lint }) => lint));
}

/**
 * A dictionary word that fits, or advice to check the word when none does safely; `undefined` for a
 * capitalised word that nothing fits, which is far more often a name than a misspelling.
 */
function spellingCorrection(error: string, suggestions: readonly string[]): string | undefined {
  const fitting = fittingSpelling(error, suggestions);
  if (fitting !== undefined) return fitting;
  return /^\p{Lu}/u.test(error) ? undefined : `Check the spelling of “${error}”.`;
}

/** In a British document, the American spellings among its words ("color" → "colour"). */
function americanSpellings(sentence: Sentence, evidence: VariantEvidence): StyleIssue[] {
  return Array.from(matchesOf(/\p{L}+/gu, sentence.text)).flatMap((match): StyleIssue[] => {
    const suggestions = evidence.americanOnly.get(match[0].toLowerCase());
    const correction = suggestions && fittingSpelling(match[0], suggestions);
    if (!correction) return [];
    return [
      {
        kind: 'spelling',
        category: 'Spelling',
        severity: 'minor',
        sentence,
        focus: match.index,
        error: match[0],
        correction,
        explanation: `The rest of the document uses British spelling; “${correction}” keeps it consistent.`,
      },
    ];
  });
}

/** Names, acronyms and placeholders are often missing from the dictionary without being wrong. */
function isCheckable(lint: GrammarLint, error: string, sentence: Sentence, focus: number): boolean {
  const around = wordsAround(sentence.text, focus, focus + error.length);
  if (PLACEHOLDER.test(around) || GARBLED.test(around) || ALL_CAPS.test(around)) return false;
  // A sentence opened by a placeholder ("@CAPS1 met") has its capital already.
  if (lint.kind === 'Capitalization' && PLACEHOLDER.test(sentence.text.slice(0, focus))) return false;
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
