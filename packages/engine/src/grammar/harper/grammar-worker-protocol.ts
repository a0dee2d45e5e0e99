/** The spelling standard a document follows; harper.js has a dictionary for each. */
export type EnglishVariant = 'american' | 'british';

/**
 * Which of harper.js's rules run: all of them, or the spell check alone, for looking words up in a
 * dictionary (a list of words is no prose, and the prose rules would hide its misspellings).
 */
export type LintRules = 'all' | 'spelling';

/** One text for `grammar-worker.mjs` to lint; answers carry the same id. */
export interface LintRequest {
  id: number;
  text: string;
  variant: EnglishVariant;
  rules: LintRules;
}

/** A harper.js lint as the thread sends it: offsets in Unicode code points, as harper counts them. */
export interface RawLint {
  /** Harper's rule name, e.g. `SpellCheck`, `AnA`, `RepeatedWords`. */
  rule: string;
  /** Harper's lint kind, e.g. `Spelling`, `Agreement`, `Capitalization`. */
  kind: string;
  start: number;
  end: number;
  problem: string;
  message: string;
  /** `insertAfter`: the text goes after the problem ("managed" + " to") instead of replacing it. */
  suggestions: Array<{ text: string; insertAfter: boolean }>;
}

export type LintAnswer = { id: number; lints: RawLint[] } | { id: number; error: string };
