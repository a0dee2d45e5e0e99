import { type GrammarLint, misspelledIn } from './grammar-linter';
import type { EnglishVariant } from './grammar-worker-protocol';

/** Words shorter than this are seldom two words run together with a name among them. */
const MIN_RUN_TOGETHER_LENGTH = 6;
const MIN_PART_LENGTH = 3;
/** Two words of a name run together are seldom longer; a longer run of letters is no such pair. */
const MAX_RUN_TOGETHER_LENGTH = 24;

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** Whether the text writes the name as two words ("New York"), not run together. */
const isWrittenApart = (name: string, text: string): boolean =>
  new RegExp(`(?<!\\p{L})${name.replace(' ', '\\s+')}(?!\\p{L})`, 'u').test(text);

/** The ways to cut a word in two parts of a few letters each. */
function cutsOf(word: string): Array<[string, string]> {
  const cuts: Array<[string, string]> = [];
  for (let index = MIN_PART_LENGTH; index <= word.length - MIN_PART_LENGTH; index++)
    cuts.push([word.slice(0, index), word.slice(index)]);
  return cuts;
}

/**
 * For each lower-case misspelling that is a two-word name run together ("newyork" → "New York"):
 * both parts are words the dictionary knows with a capital, one of them only with one (a name),
 * and no other cut of the word does the same. A name's words keep their capitals.
 * An ordinary misspelling cuts as easily into a word and a name ("importian" → "Import Ian"), so the
 * split is only offered where the text writes that name apart elsewhere, or both parts are names.
 */
export async function runTogetherNames(
  lints: readonly GrammarLint[],
  variant: EnglishVariant,
  text: string,
): Promise<Map<GrammarLint, string>> {
  const cuts = new Map(
    lints
      .filter(
        (lint) =>
          /^\p{Ll}+$/u.test(lint.problem) &&
          lint.problem.length >= MIN_RUN_TOGETHER_LENGTH &&
          lint.problem.length <= MAX_RUN_TOGETHER_LENGTH,
      )
      .map((lint) => [lint, cutsOf(lint.problem)] as const),
  );
  const parts = [...new Set([...cuts.values()].flat(2))];
  if (parts.length === 0) return new Map();
  const [unknownWithCapital, unknownInLowerCase] = await Promise.all([
    misspelledIn(parts.map(capitalised), variant),
    misspelledIn(parts, variant),
  ]);
  const names = new Map<GrammarLint, string>();
  for (const [lint, pairs] of cuts) {
    const fitting = pairs.filter(
      (pair) =>
        pair.every((part) => !unknownWithCapital.has(part)) && pair.some((part) => unknownInLowerCase.has(part)),
    );
    const [only] = fitting;
    if (!only || fitting.length !== 1) continue;
    const name = only.map(capitalised).join(' ');
    const bothNames = only.every((part) => unknownInLowerCase.has(part));
    if (bothNames || isWrittenApart(name, text)) names.set(lint, name);
  }
  return names;
}
