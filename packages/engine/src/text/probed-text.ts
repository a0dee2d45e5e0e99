import type { Probe, Requirement } from './required-literals';

/**
 * Characters that a case-insensitive pattern takes for ASCII letters ("ſ" for "s", the Kelvin sign
 * for "k") or whose lower case is partly ASCII ("İ"): in a text holding one, lower-casing does not
 * show what the pattern sees, so every pattern runs on it.
 */
const FOLDED_ONTO_ASCII = /[\u0130\u017f\u212a]/u;

/** A text's words and letters in lower case, read once, for any number of patterns' requirements. */
export class ProbedText {
  readonly lower: string;
  readonly words: ReadonlySet<string>;
  readonly unsure: boolean;
  #wordStarts: Set<string> | undefined;

  constructor(text: string) {
    this.lower = text.toLowerCase();
    this.words = new Set(this.lower.match(/\w+/gu));
    this.unsure = FOLDED_ONTO_ASCII.test(text);
  }

  /** Every start of every word ("c", "ca", "can" of "can"), made when a probe first asks. */
  get wordStarts(): ReadonlySet<string> {
    if (!this.#wordStarts) {
      this.#wordStarts = new Set();
      for (const word of this.words)
        for (let end = 1; end <= word.length; end++) this.#wordStarts.add(word.slice(0, end));
    }
    return this.#wordStarts;
  }
}

/** A requirement's clauses made quick to test: each clause's whole words as a set. */
export interface CompiledRequirement {
  clauses: readonly { words: ReadonlySet<string>; wordStarts: readonly string[]; texts: readonly string[] }[];
}

export function compileRequirement(requirement: Requirement): CompiledRequirement {
  return {
    clauses: requirement.map((clause) => ({
      words: new Set(valuesOf(clause, 'word')),
      wordStarts: valuesOf(clause, 'word-start'),
      texts: valuesOf(clause, 'text'),
    })),
  };
}

const valuesOf = (clause: readonly Probe[], kind: Probe['kind']): string[] =>
  clause.filter((probe) => probe.kind === kind).map((probe) => probe.value);

/** Whether the text holds something of every clause: if not, the pattern cannot match in it. */
export function mayMatch(requirement: CompiledRequirement, text: ProbedText): boolean {
  if (text.unsure) return true;
  return requirement.clauses.every(
    (clause) =>
      holdsWord(clause.words, text.words) ||
      clause.wordStarts.some((start) => text.wordStarts.has(start)) ||
      clause.texts.some((part) => text.lower.includes(part)),
  );
}

function holdsWord(wanted: ReadonlySet<string>, words: ReadonlySet<string>): boolean {
  // Look the smaller set up in the larger: a clause may list dozens of words, a sentence holds few.
  const [fewer, more] = wanted.size <= words.size ? [wanted, words] : [words, wanted];
  for (const word of fewer) if (more.has(word)) return true;
  return false;
}
