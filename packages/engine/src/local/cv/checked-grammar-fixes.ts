import type { StyleIssue } from '../../grammar/finding';
import { newGrammarErrors } from './checked-rewrite';

/**
 * Rule families that read a line as full prose: articles ("for a strategic plan"), a noun's number
 * and subject–verb agreement. A CV's lines are clipped by convention ("Prepared budget for
 * strategic plan", "Has extensive experience in …") and stack nouns as modifiers ("other computer
 * staff"), so these rules mistake the register for errors; spelling, hyphens, capitals and commas
 * read the same in any register.
 */
const FULL_PROSE_FAMILIES = ['determiner.', 'noun-number.', 'agreement.', 'tagged.'];

/** Words set wholly in capitals: a heading or an acronym ("IT SUPPORT"), not prose to correct. */
const CAPITALS_ONLY = /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*$/u;

/**
 * The grammar fixes worth offering on a CV's lines: not from rules that read the line as full prose,
 * not on words set in capitals, which are headings and acronyms, and only where the corrected line reads without an error the line did not have
 * ("five salespeople" → "five salespeoples" teaches a misspelling and is dropped).
 */
export async function fixesThatTeachNoError(issues: readonly StyleIssue[]): Promise<StyleIssue[]> {
  const kept: StyleIssue[] = [];
  for (const issue of issues) {
    if (CAPITALS_ONLY.test(issue.error)) continue;
    if (FULL_PROSE_FAMILIES.some((family) => issue.ruleId.startsWith(family))) continue;
    const line = issue.sentence.text;
    if (line.slice(issue.focus, issue.focus + issue.error.length) !== issue.error) continue;
    const corrected = `${line.slice(0, issue.focus)}${issue.correction}${line.slice(issue.focus + issue.error.length)}`;
    // Advice that quotes the word ("Check the spelling of “…”.") replaces nothing, so there is nothing to check.
    const advice = issue.correction.includes(`“${issue.error.trim()}”`);
    if (!advice && (await newGrammarErrors(line, corrected)).length > 0) continue;
    kept.push(issue);
  }
  return kept;
}
