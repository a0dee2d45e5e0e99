import type { StyleIssue } from './finding';

/** What follows a word that goes on: a letter, or an apostrophe (stray or garbled) and a letter. */
const WORD_GOES_ON = /^(?:\p{L}|['’`´]\p{L})/u;

const LAST_LETTERS = /\p{L}+$/u;

/**
 * Drops fixes whose words end inside a word of the text ("she want`s", "it sayï¿½s" read as "she
 * want", "it say"): the writer already wrote the ending behind a stray or garbled apostrophe, and a
 * fix that rewrites the end of the word ("she wants") would leave that ending behind as well. A fix
 * that only changes capitals keeps the rest of the word right, so it stays.
 */
export function withoutCutWordFixes(issues: readonly StyleIssue[]): StyleIssue[] {
  return issues.filter((issue) => {
    const text = issue.sentence.text;
    const end = issue.focus + issue.error.length;
    const lastError = LAST_LETTERS.exec(issue.error)?.[0];
    if (lastError === undefined || text.slice(issue.focus, end) !== issue.error) return true;
    if (!WORD_GOES_ON.test(text.slice(end))) return true;
    return LAST_LETTERS.exec(issue.correction)?.[0]?.toLowerCase() === lastError.toLowerCase();
  });
}
