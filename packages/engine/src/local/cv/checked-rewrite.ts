import { checkLanguage } from '../../grammar/check-language';
import { GRAMMAR_CHECKS } from '../../grammar/registry';
import type { Sentence } from '../../text/sentences';
import { finished, rewriteAsAchievement } from './achievement-rewrite';
import { readsAsFinishedLine } from './finished-line';
import { objectFitsVerb } from './verb-object-fit';

/**
 * The achievement rewrite of a duty line, offered only when it says something other than the line
 * with an object its verb takes, and the product's own grammar check finds no error in it that the line did not already have: a
 * suggestion must not teach a mistake.
 */
export async function checkedRewrite(line: string): Promise<string | undefined> {
  const rewrite = rewriteAsAchievement(line);
  if (rewrite === undefined || rewrite === finished(line) || !objectFitsVerb(rewrite)) return undefined;
  // A rewrite that keeps a doubled word or an amount with no currency is half tidied: none is offered.
  if (!readsAsFinishedLine(rewrite)) return undefined;
  // A rewrite is pasted into the CV as it stands: one that keeps an error of its line is not finished.
  return (await errorsIn(finished(rewrite))).length === 0 ? rewrite : undefined;
}

/** The grammar errors a rewrite adds to its line, both read as finished sentences. */
export async function rewriteErrors(line: string, rewrite: string): Promise<string[]> {
  return newGrammarErrors(finished(line), finished(rewrite));
}

/**
 * The errors the grammar check finds in the rewrite beyond those of the original. Errors are counted
 * per rule: the rewrite changes the leading word, so the same rule firing on "preparing" in the line and
 * on "Prepared" in the rewrite is the line's own fault carried over, not one the rewrite taught.
 */
export async function newGrammarErrors(original: string, rewrite: string): Promise<string[]> {
  const before = new Map<string, number>();
  for (const issue of await errorsIn(original)) before.set(ruleOf(issue), (before.get(ruleOf(issue)) ?? 0) + 1);
  return (await errorsIn(rewrite))
    .filter((issue) => {
      const left = before.get(ruleOf(issue)) ?? 0;
      before.set(ruleOf(issue), left - 1);
      return left <= 0;
    })
    .map((issue) => `${issue.category}: ${issue.error}`);
}

function ruleOf(issue: { category: string; explanation: string }): string {
  return `${issue.category}\u0000${issue.explanation}`;
}

async function errorsIn(text: string) {
  const sentence: Sentence = { text, page: 1, start: 0, end: text.length, index: 0 };
  const issues = await checkLanguage([sentence], () => text, GRAMMAR_CHECKS);
  return issues.filter((issue) => issue.kind !== 'style');
}
