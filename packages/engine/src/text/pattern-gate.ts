import { requiredLiterals } from './required-literals';

/**
 * For each pattern, the stretches of lower-case text of which every match holds at least one per
 * group, read from its source the first time it is asked about.
 */
const requirements = new WeakMap<RegExp, readonly (readonly string[])[]>();

/**
 * Characters that a case-insensitive pattern takes for ASCII letters ("ſ" for "s", the Kelvin sign
 * for "k") or whose lower case is partly ASCII ("İ"): lower-casing such a text does not show what the
 * pattern sees, so every pattern runs on it.
 */
const FOLDED_ONTO_ASCII = /[\u0130\u017f\u212a]/u;

/** The last text asked about, lower-cased: a sentence is put to several patterns in a row. */
let lastText = '';
let lastLower: string | undefined = '';

function requirementOf(pattern: RegExp): readonly (readonly string[])[] {
  let requirement = requirements.get(pattern);
  if (!requirement) {
    requirement = requiredLiterals(pattern).map((clause) => clause.map((probe) => probe.value));
    requirements.set(pattern, requirement);
  }
  return requirement;
}

function lowerCaseOf(text: string): string | undefined {
  if (text !== lastText) {
    lastText = text;
    lastLower = FOLDED_ONTO_ASCII.test(text) ? undefined : text.toLowerCase();
  }
  return lastLower;
}

/**
 * Whether the pattern can match somewhere in the text, told from the letters its source spells out.
 * A "no" is certain; a "yes" means the pattern has to be run. Most clause patterns name words most
 * sentences lack, so most of a document's sentences skip most patterns without running them.
 */
export function mayMatchIn(pattern: RegExp, text: string): boolean {
  const requirement = requirementOf(pattern);
  if (requirement.length === 0) return true;
  const lower = lowerCaseOf(text);
  if (lower === undefined) return true;
  return requirement.every((clause) => clause.some((part) => lower.includes(part)));
}
