import type { Sentence } from '../../text/sentences';
import type { StyleIssue } from '../finding';
import { overlaps } from '../finding-overlap';
import { everydayAbbreviation } from '../spelling/everyday-abbreviations';
import { wordCount } from '../spelling/word-frequency';
import { isCheckable } from './checkable-words';
import { type GrammarLint, lintMessage, misspelledIn } from './grammar-linter';

/**
 * A word of one or two letters the dictionary lacks: most often a piece of a word split by a stray
 * space ("c ut"). Other rules' advice on short words ("ok" → "okay") is no such thing.
 */
export const isFragment = (lint: GrammarLint): boolean =>
  lint.rule === 'SpellCheck' && /^\p{L}{1,2}$/u.test(lint.problem);

/** Endings of contractions ("don't", "I'm", "you've"). */
const CONTRACTION_ENDING = /^(?:t|m|s|ve|re|ll|d)$/iu;

/** A fragment is joined only to a short neighbour, itself most likely the other half of a split word. */
const MAX_FRAGMENT_NEIGHBOUR = 3;

/** Two-letter prefixes that are no word on their own, so a space after them splits a word. */
const PREFIX_FRAGMENT = /^(?:un|re|de|co)$/iu;

interface Join {
  start: number;
  end: number;
  word: string;
  /** What was wrong, for the writer. */
  explanation: string;
  /** A guess taken only when no join with a neighbour makes a word ("th" alone as "the"). */
  fallback?: boolean;
}

/**
 * For each fragment, the dictionary word it makes with the word just before or after it ("c ut" →
 * "cut", "o f" → "of"); a fragment that joins into no word gets no correction at all, since any
 * single-word guess for two letters ("ut" → "ult") is noise.
 */
export async function fragmentJoins(
  pages: ReadonlyArray<{ text: string; lints: readonly GrammarLint[] }>,
  variant: 'american' | 'british',
): Promise<Map<GrammarLint, Join>> {
  const candidates = pages.flatMap(({ text, lints }) => fragmentCandidates(text, lints));
  if (candidates.length === 0) return new Map();
  // As written: "TV" is a word only in capitals; the dictionary accepts a capital on any other word.
  const unknown = await misspelledIn(
    candidates.map(({ join }) => join.word),
    variant,
  );
  // Of the words a fragment makes with either neighbour, the commoner is the one meant: "for th em" is
  // "for them", not "forth em".
  const joins = new Map<GrammarLint, Join>();
  for (const { lint, join } of candidates) {
    if (unknown.has(join.word.toLowerCase())) continue;
    const held = joins.get(lint);
    if (!held || (held.fallback && !join.fallback) || (!join.fallback && wordCount(join.word) > wordCount(held.word)))
      joins.set(lint, join);
  }
  return joins;
}

/** The words each fragment of a page's text makes with its neighbours. */
function fragmentCandidates(text: string, lints: readonly GrammarLint[]): Array<{ lint: GrammarLint; join: Join }> {
  return lints.filter(isFragment).flatMap((lint) => {
    const previous = /(\p{L}+) $/u.exec(text.slice(0, lint.start));
    const next = /^ (\p{L}+)/u.exec(text.slice(lint.end));
    const joins: Join[] = [];
    const split = (start: number, end: number, word: string): Join => ({
      start,
      end,
      word,
      explanation: `A space splits “${word}” in two.`,
    });
    if (previous) {
      const start = lint.start - previous[0].length;
      const [word, fragment] = [previous[1] ?? '', lint.problem];
      // "don t", "I ve", "ca nt": a contraction that lost its apostrophe.
      if (CONTRACTION_ENDING.test(fragment)) joins.push(split(start, lint.end, `${word}'${fragment}`));
      if (fragment.toLowerCase() === 'nt') joins.push(split(start, lint.end, `${word}n't`));
      if (word.length <= MAX_FRAGMENT_NEIGHBOUR) joins.push(split(start, lint.end, word + fragment));
    }
    // "th US": a word in capitals is whole; joined to a lower-case piece it makes no word ("thUS").
    // "un happy", "re write": a prefix split from its word joins a word of any length.
    const nextFits = (next?.[1] ?? '').length <= MAX_FRAGMENT_NEIGHBOUR || PREFIX_FRAGMENT.test(lint.problem);
    if (next && nextFits && !/^\p{Lu}{2}/u.test(next[1] ?? ''))
      joins.push(split(lint.start, lint.end + next[0].length, lint.problem + next[1]));
    // "th park": "the" with its last letter dropped, the commonest word a stray "th" stands for, once
    // "th is" / "th em" (a word split after its first letters) has been tried as one word.
    if (lint.problem === 'th')
      joins.push({ ...split(lint.start, lint.end, 'the'), explanation: '“th” is “the”.', fallback: true });
    // "tv", "pc": an everyday abbreviation written in capitals, when no join makes a word. The end
    // of a contraction ("coud nt") or a prefix split off its word ("un wittinly") is a piece of the
    // writer's word, never "NT" or "UN".
    const piece =
      CONTRACTION_ENDING.test(lint.problem) || /^nt$/iu.test(lint.problem) || PREFIX_FRAGMENT.test(lint.problem);
    const word = piece ? undefined : everydayAbbreviation(lint.problem);
    if (word) {
      joins.push({
        start: lint.start,
        end: lint.end,
        word,
        explanation: `“${word}” is an abbreviation, written in capitals.`,
      });
    }
    return joins.map((join) => ({ lint, join }));
  });
}

export function joinedIssue(
  join: Join | undefined,
  sentence: Sentence,
  earlier: readonly StyleIssue[],
): StyleIssue | undefined {
  if (!join || join.start < sentence.start || join.end > sentence.end) return undefined;
  return unlessEarlier(spellingIssue('spelling.split-word', sentence, join, join.word, join.explanation), earlier);
}

/** A fragment that joins into no word: the writer is asked to check it, with no guess offered. */
export function checkFragment(
  lint: GrammarLint,
  sentence: Sentence,
  earlier: readonly StyleIssue[],
): StyleIssue | undefined {
  const focus = lint.start - sentence.start;
  const error = sentence.text.slice(focus, lint.end - sentence.start);
  // "1990's", "kung-fu": pieces of a written form, not of a split word.
  if (/[-'’\d]\s?$/u.test(sentence.text.slice(0, focus)) || /^\s?-/u.test(sentence.text.slice(focus + error.length)))
    return undefined;
  if (!isCheckable(lint, error, sentence, focus) || /^\p{Lu}/u.test(error)) return undefined;
  return unlessEarlier(
    spellingIssue(
      `harper.${lint.rule}`,
      sentence,
      { start: lint.start, end: lint.end },
      `Check the spelling of “${error}”.`,
      lintMessage(lint),
    ),
    earlier,
  );
}

/** A spelling finding on the page span `span` of the sentence. */
function spellingIssue(
  ruleId: string,
  sentence: Sentence,
  span: { start: number; end: number },
  correction: string,
  explanation: string,
): StyleIssue {
  const focus = span.start - sentence.start;
  const error = sentence.text.slice(focus, span.end - sentence.start);
  return {
    ruleId,
    kind: 'spelling',
    category: 'Spelling',
    severity: 'moderate',
    sentence,
    focus,
    error,
    correction,
    explanation,
  };
}

/** The finding, unless an earlier one already covers some of its words. */
const unlessEarlier = (issue: StyleIssue, earlier: readonly StyleIssue[]): StyleIssue | undefined =>
  earlier.some((other) => overlaps(other, issue)) ? undefined : issue;
