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
  return (await newGrammarErrors(line, rewrittenWords(rewrite))).length === 0 ? rewrite : undefined;
}

/** The errors the grammar check finds in the rewrite and not in the original (compared by the words flagged). */
export async function newGrammarErrors(original: string, rewrite: string): Promise<string[]> {
  const before = new Set((await errorsIn(original)).map((error) => error.toLowerCase()));
  return (await errorsIn(rewrite)).filter((error) => !before.has(error.toLowerCase()));
}

async function errorsIn(text: string): Promise<string[]> {
  const sentence: Sentence = { text, page: 1, start: 0, end: text.length, index: 0 };
  const issues = await checkLanguage([sentence], () => text, GRAMMAR_CHECKS);
  return issues.filter((issue) => issue.kind !== 'style').map((issue) => `${issue.category}: ${issue.error}`);
}
