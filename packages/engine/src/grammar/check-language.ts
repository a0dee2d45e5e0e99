import type { Sentence } from '../text/sentences';
import { readsAnonymisedWord } from './anonymised-words';
import { withoutCutWordFixes } from './cut-word-fixes';
import type { SentenceCheck, StyleIssue } from './finding';
import { overlaps } from './finding-overlap';
import { checkGrammar } from './harper/harper-findings';
import { inTenseOfPassage } from './passage-tense';
import { punctuatesQuoteOrAside } from './punctuation/quoted-and-aside-punctuation';
import { ESSAY_CHECKS } from './registry';

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
  const shown = [...own, ...extra].filter(
    (issue) => !punctuatesQuoteOrAside(issue, pageTextOf(issue.sentence.page)) && !readsAnonymisedWord(issue),
  );
  return withoutCutWordFixes(inTenseOfPassage(shown, sentences)).sort(
    (a, b) => a.sentence.index - b.sentence.index || a.focus - b.focus,
  );
}

/** Runs the checks on every sentence; issues come back in document order. */
export function checkStyle(
  sentences: readonly Sentence[],
  pageTextOf: (page: number) => string,
  checks: readonly SentenceCheck[] = ESSAY_CHECKS,
): StyleIssue[] {
  return sentences.flatMap((sentence) => {
    const pageText = pageTextOf(sentence.page);
    return checks.flatMap((check) => check(sentence, pageText));
  });
}
