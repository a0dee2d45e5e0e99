/**
 * A learner error a pattern can tell for certain, written from grammar books rather than from any
 * corpus: it matches only where the right form is not in doubt.
 */
export interface PatternRule {
  /** Stable name of the rule, carried on each finding: `<kind>.<what it checks>`. */
  id: string;
  category: string;
  pattern: RegExp;
  explanation: string;
  /** The corrected words for the match, or `undefined` when this match is not an error after all. */
  fix: (match: RegExpMatchArray, sentence: string) => string | undefined;
}

export const word = (match: RegExpMatchArray, group: number): string => match[group] ?? '';

export const before = (match: RegExpMatchArray, sentence: string): string => sentence.slice(0, match.index ?? 0);

export const after = (match: RegExpMatchArray, sentence: string): string =>
  sentence.slice((match.index ?? 0) + match[0].length);

export const keepCase = (original: string, replacement: string): string =>
  /^\p{Lu}/u.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
