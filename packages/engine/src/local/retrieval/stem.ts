/**
 * A light English stemmer: folds the inflections and the common derivations that make a question
 * and a clause word the same idea differently ("terminate", "terminates", "termination"). It is
 * deliberately conservative: a stem that merged unrelated words would hurt more than a missed one.
 */
const SUFFIXES: ReadonlyArray<readonly [RegExp, string]> = [
  [/ational$/u, 'ate'],
  [/ization$/u, 'ize'],
  [/isation$/u, 'ize'],
  [/(?<=\w{3})ations?$/u, 'ate'],
  [/(?<=\w{3})ments?$/u, ''],
  [/(?<=\w{3})ness$/u, ''],
  [/(?<=\w{3})ities$/u, 'ity'],
  [/(?<=\w{2})ies$/u, 'y'],
  [/(?<=\w{3})ions?$/u, ''],
  [/(?<=\w{3})ings?$/u, ''],
  [/(?<=\w{3})edly$/u, ''],
  [/(?<=\w{3})ly$/u, ''],
  [/(?<=\w{3})ed$/u, ''],
  [/(?<=\w{3})ers?$/u, ''],
  [/(?<=\w{3})ors?$/u, ''],
  [/(?<=\w{3})(?:ss)$/u, 'ss'],
  [/(?<=\w{3})es$/u, ''],
  [/(?<=\w{3})s$/u, ''],
  [/(?<=\w{3})e$/u, ''],
];

/** The inflections: once one is cut, the base may still end in an agent or comparative ending. */
const INFLECTION = /(?:ed|ings?|e?s)$/u;
/** "deliver", "order", "transfer": the base's own cut, so "delivered" and "deliver" meet. */
const BASE_ENDING = /(?<=\w{3})(?:ers?|ors?)$/u;
/** A short plural or third person ("pays", "fees", "days"), not "loss", "plus", "this". */
const SHORT_PLURAL = /^(\p{L}{2,})(?<![su]|i)s$/u;

export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/u, '');
  if (/\d/u.test(lower)) return lower;
  if (lower.length <= 4) {
    // "hire" and "hiring", "rate" and "rates": the silent e goes as it does from longer words.
    const singular = SHORT_PLURAL.exec(lower)?.[1] ?? lower;
    return /^\p{L}{3}(?<!e)e$/u.test(singular) ? singular.slice(0, -1) : singular;
  }
  for (const [suffix, replacement] of SUFFIXES) {
    if (!suffix.test(lower)) continue;
    const cut = shortenDoubled(lower.replace(suffix, replacement));
    return INFLECTION.test(lower) && BASE_ENDING.test(cut) ? shortenDoubled(cut.replace(BASE_ENDING, '')) : cut;
  }
  return lower;
}

/** "terminat" and "terminate", "committ" and "commit": one stem for both spellings left by a cut. */
function shortenDoubled(word: string): string {
  return word.replace(/([bdgklmnprt])\1$/u, '$1').replace(/e$/u, '');
}
