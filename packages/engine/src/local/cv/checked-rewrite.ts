import { checkLanguage } from '../../text/grammar-checks';
import type { Sentence } from '../../text/sentences';
import { GRAMMAR_CHECKS } from '../../text/style-checks';
import { rewriteAsAchievement, rewrittenWords } from './achievement-rewrite';

/**
 * The achievement rewrite of a duty line, offered only when the product's own grammar check finds
 * no error in it that the line did not already have: a suggestion must not teach a mistake.
 */
export async function checkedRewrite(line: string): Promise<string | undefined> {
  const rewrite = rewriteAsAchievement(line);
  if (rewrite === undefined) return undefined;
  return (await rewriteErrors(line, rewrite)).length === 0 ? rewrite : undefined;
}

/**
 * The grammar errors a rewrite adds to its line. A rewrite that keeps every word of the line (only
 * the first letter capitalised and room for the result added) adds none and is not linted again.
 */
export async function rewriteErrors(line: string, rewrite: string): Promise<string[]> {
  const original = `${line.trim().replace(/[.;,\s]+$/u, '')}.`;
  const words = rewrittenWords(rewrite);
  if (words === original.charAt(0).toUpperCase() + original.slice(1)) return [];
  return newGrammarErrors(original, words);
}

/** The errors the grammar check finds in the rewrite and not in the original (compared by the words flagged, in any case). */
export async function newGrammarErrors(original: string, rewrite: string): Promise<string[]> {
  const flaggedBefore = new Set((await errorsIn(original)).map((issue) => issue.error.toLowerCase()));
  return (await errorsIn(rewrite))
    .filter((issue) => !flaggedBefore.has(issue.error.toLowerCase()))
    .map((issue) => `${issue.category}: ${issue.error}`);
}

async function errorsIn(text: string) {
  const sentence: Sentence = { text, page: 1, start: 0, end: text.length, index: 0 };
  const issues = await checkLanguage([sentence], () => text, GRAMMAR_CHECKS);
  return issues.filter((issue) => issue.kind !== 'style');
}
