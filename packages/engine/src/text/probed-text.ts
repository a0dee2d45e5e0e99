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

/**
 * The requirements a text may meet, found from the text's words rather than by trying each: a
 * requirement with a clause of whole words only is filed under those words, and is offered only
 * for a text holding one of them; the others are offered for every text. The positions come in
 * the order of the list, and each still needs `mayMatch`.
 */
export function requirementIndex(requirements: readonly CompiledRequirement[]): (text: ProbedText) => number[] {
  const byWord = new Map<string, number[]>();
  const always: number[] = [];
  requirements.forEach((requirement, position) => {
    const filed = wordsOnlyClause(requirement);
    if (!filed) always.push(position);
    else for (const word of filed) byWord.set(word, [...(byWord.get(word) ?? []), position]);
  });
  const everyPosition = requirements.map((_, position) => position);
  return (text) => {
    if (text.unsure) return everyPosition;
    const offered = new Set(always);
    for (const word of text.words) for (const position of byWord.get(word) ?? []) offered.add(position);
    return [...offered].sort((a, b) => a - b);
  };
}

/** The requirement's clause of whole words only, the fewest words first: the one to file it under. */
function wordsOnlyClause(requirement: CompiledRequirement): ReadonlySet<string> | undefined {
  const wordsOnly = requirement.clauses.filter(
    (clause) => clause.words.size > 0 && clause.wordStarts.length === 0 && clause.texts.length === 0,
  );
  return wordsOnly.sort((a, b) => a.words.size - b.words.size)[0]?.words;
}
