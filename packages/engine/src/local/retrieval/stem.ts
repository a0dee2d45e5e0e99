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

export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/u, '');
  if (lower.length <= 4 || /\d/u.test(lower)) return lower;
  for (const [suffix, replacement] of SUFFIXES) {
    if (suffix.test(lower)) return shortenDoubled(lower.replace(suffix, replacement));
  }
  return lower;
}

/** "terminat" and "terminate", "committ" and "commit": one stem for both spellings left by a cut. */
function shortenDoubled(word: string): string {
  return word.replace(/([bdgklmnprt])\1$/u, '$1').replace(/e$/u, '');
}
