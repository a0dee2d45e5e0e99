import type { StyleIssue } from '../../grammar/finding';
import { SOUND_ALIKE_WORDS } from '../../grammar/word-classes';

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
  return issues.filter((issue) => {
    const counted = countedKind(issue);
    return (kind === undefined ? counted !== 'style' : counted === kind) && !offersNoReplacement(issue);
  });
}

/** One word as the sound-alike groups hold it: small letters, a straight apostrophe. */
const soundAlikeKey = (word: string): string => word.trim().toLowerCase().replace(/’/gu, "'");
const SOUND_ALIKE_GROUP = new Map(
  SOUND_ALIKE_WORDS.flatMap((group, index) => group.map((word) => [word, index] as const)),
);

/**
 * Whether a fix puts one word for another that sounds the same ("then" → "than", "Their" →
 * "There"): a wrong word spelled as heard.
 */
export function isSoundAlikeSwap(issue: StyleIssue): boolean {
  const error = soundAlikeKey(issue.error);
  const correction = soundAlikeKey(issue.correction);
  const group = SOUND_ALIKE_GROUP.get(error);
  return error !== correction && group !== undefined && SOUND_ALIKE_GROUP.get(correction) === group;
}

/**
 * The kind an error is counted under on the essay page: a grammar fix that puts a sound-alike word
 * for the one written is a spelling error, as a teacher marks it; the correction keeps its rule's
 * category.
 */
export function countedKind(issue: StyleIssue): StyleIssue['kind'] {
  return issue.kind === 'grammar' && isSoundAlikeSwap(issue) ? 'spelling' : issue.kind;
}

/** The sound-alike swaps counted as spelling, as the note names them: “then” for “than”, each once. */
export function soundAlikeSwaps(issues: readonly StyleIssue[]): string[] {
  return [
    ...new Set(
      countedErrors(issues, 'spelling')
        .filter((issue) => issue.kind === 'grammar')
        .map((issue) => `“${issue.error.trim()}” for “${issue.correction.trim()}”`),
    ),
  ];
}

/**
 * The words the spell checker does not know and could not correct, each once, written in small
 * letters: a word it does not know is a spelling flagged, whether or not it could pick the word
 * meant. A capitalised one inside a sentence is more likely a name no dictionary holds, so it is
 * named to check but not counted.
 */
export function flaggedUnknownWords(issues: readonly StyleIssue[]): string[] {
  return [
    ...new Set(
      issues
        .filter((issue) => issue.kind === 'spelling' && offersNoReplacement(issue))
        .map((issue) => issue.error.trim())
        .filter((word) => /^\p{Ll}/u.test(word)),
    ),
  ];
}

/**
 * The spelling errors the essay page counts as flagged: those corrected, and the words the checker
 * does not know. "0 spelling errors" is never shown beside a word no dictionary holds.
 */
export function flaggedSpellingCount(issues: readonly StyleIssue[]): number {
  return countedErrors(issues, 'spelling').length + flaggedUnknownWords(issues).length;
}
