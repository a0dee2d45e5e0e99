import type { StyleIssue } from './finding';
import { wordsAround } from './harper/checkable-words';

/**
 * A token an anonymised text puts in place of a word the writer wrote ("@CAPS2", "@PERSON1",
 * "@MONTH1", "@NUM3"): it may stand for a name, a number, a whole phrase or a misspelling.
 */
export const ANONYMISED_TOKEN = /@\p{Lu}+\d*/u;

/** The token as the last word before a place, with only spaces or punctuation after it. */
const TOKEN_JUST_BEFORE = new RegExp(String.raw`${ANONYMISED_TOKEN.source}['’]?\p{L}*[\s\p{P}]*$`, 'u');
/** The token as the first word after a place, with only spaces or punctuation before it. */
const TOKEN_JUST_AFTER = new RegExp(String.raw`^[\s\p{P}]*${ANONYMISED_TOKEN.source}`, 'u');

/** Rules that read one word alone, whatever stands beside it ("i" → "I"). */
const READS_THE_WORD_ALONE = new Set(['capitals.pronoun-i']);

/**
 * Whether a finding reads an anonymisation token as a word: the token is in the words it corrects,
 * or, for a grammar or punctuation finding, right before or right after them. The word it hides is
 * unknown, so the article before it ("a @CAPS3"), the capital or the agreement around it, and its
 * own spelling cannot be judged; only a spelling finding on a word of its own stands.
 */
export function readsAnonymisedWord(issue: StyleIssue): boolean {
  // Style advice (a long sentence) is about the whole sentence, not about the words beside a token.
  if (issue.kind === 'style') return false;
  const { text } = issue.sentence;
  const end = issue.focus + issue.error.length;
  if (ANONYMISED_TOKEN.test(wordsAround(text, issue.focus, end))) return true;
  if (issue.kind === 'spelling' || READS_THE_WORD_ALONE.has(issue.ruleId)) return false;
  return TOKEN_JUST_BEFORE.test(text.slice(0, issue.focus)) || TOKEN_JUST_AFTER.test(text.slice(end));
}
