import type { StyleIssue } from '../../grammar/finding';

/**
 * A finding whose "correction" only asks the writer to check the word ("Check the spelling of
 * “zorbly”."): the checks picked no one word, so it replaces nothing.
 */
export const offersNoReplacement = (issue: StyleIssue): boolean => issue.correction.includes(`“${issue.error.trim()}”`);

/**
 * The grammar and spelling errors a count states: those the checks flagged and could correct. A
 * word the dictionary lacks and no fix fits may be a name, a rare word or a word of the writer's
 * dialect ("oohed", a character's name in small letters), so it is named for the writer to check
 * and never counted as an error: every error a count states is one the checks can show.
 */
export function countedErrors(issues: readonly StyleIssue[], kind?: 'grammar' | 'spelling'): StyleIssue[] {
  return issues.filter(
    (issue) =>
      (kind === undefined ? issue.kind === 'grammar' || issue.kind === 'spelling' : issue.kind === kind) &&
      !offersNoReplacement(issue),
  );
}
