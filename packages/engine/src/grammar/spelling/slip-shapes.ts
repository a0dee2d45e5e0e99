/** How a misspelling differs from a word: the kinds of slip that typing and spelling errors make. */
export type EditShape =
  | 'missing letter'
  | 'doubling'
  | 'extra letter'
  | 'swapped letters'
  | 'vowel for vowel'
  | 'neighbouring key'
  | 'sound-alike'
  | 'substitution'
  | 'vowels'
  | 'doubling and a slip'
  | 'two swaps'
  | 'two slips'
  | 'sister suffix'
  | 'apostrophe'
  | 'split'
  | 'other';

/**
 * Letters that spell the same sound: "c" and "s" (or "g" and "j") before e, i or y ("consept" is
 * "concept"), "c" and "k", "s" and "z".
 */
const SOUND_ALIKE_ANYWHERE = new Set(['ck', 'kc', 'sz', 'zs']);
const SOUND_ALIKE_BEFORE_FRONT_VOWEL = new Set(['cs', 'sc', 'gj', 'jg']);
/**
 * "c" and "t" before "i" and a vowel spell the same "sh" ("potencial" is "potential"), and "t" and
 * "s" the same ending before "ion" ("conclution" is "conclusion").
 */
const SOUND_ALIKE_BEFORE_I_VOWEL = new Set(['ct', 'tc']);
const SOUND_ALIKE_BEFORE_ION = new Set(['ts', 'st']);
/**
 * "t" and "d" after "n", "r" or a vowel and before a vowel are said alike in quick speech
 * ("intented" is "intended").
 */
const SOUND_ALIKE_BETWEEN_VOICED = new Set(['td', 'dt']);

export const VOWELS = new Set('aeiouy');
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/**
 * Every letter typed is in the word meant, which has one more ("tempreture", "temperature"): one
 * letter dropped and two swapped. A letter the word meant lacks is a different word's ("disicion"
 * is "decision", not "division"), so it is not guessed.
 */
export function isDroppedAndSwapped(word: string, suggestion: string): boolean {
  if (suggestion.length !== word.length + 1) return false;
  const left = [...suggestion];
  return [...word].every((letter) => {
    const at = left.indexOf(letter);
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

export const sortedLetters = (word: string): string => [...word].sort().join('');

/** Letters added, dropped, changed or swapped with a neighbour to turn one word into the other. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] ?? 0, (rows[i - 2]?.[j - 2] ?? 0) + 1);
    }
  }
  return rows[a.length]?.[b.length] ?? 0;
}

export function oneSlipShape(word: string, suggestion: string): EditShape {
  if (suggestion.length === word.length + 1) {
    const at = droppedAt(suggestion, word);
    if (at === undefined) return 'other';
    return suggestion.charAt(at) === suggestion.charAt(at - 1) || suggestion.charAt(at) === suggestion.charAt(at + 1)
      ? 'doubling'
      : 'missing letter';
  }
  if (word.length === suggestion.length + 1) {
    const at = droppedAt(word, suggestion);
    if (at === undefined) return 'other';
    return word.charAt(at) === word.charAt(at - 1) || word.charAt(at) === word.charAt(at + 1)
      ? 'doubling'
      : 'extra letter';
  }
  if (word.length !== suggestion.length) return 'other';
  const differences = [...word].flatMap((letter, index) => (letter === suggestion[index] ? [] : [index]));
  const [first, second] = differences;
  if (first === undefined) return 'other';
  if (differences.length === 1)
    return substitutionShape(
      word.charAt(first),
      suggestion.charAt(first),
      word.slice(first + 1),
      word.charAt(first - 1),
    );
  const swapped =
    differences.length === 2 &&
    second === first + 1 &&
    word[first] === suggestion[second] &&
    word[second] === suggestion[first];
  return swapped ? 'swapped letters' : 'other';
}

function substitutionShape(written: string, meant: string, rest: string, previous: string): EditShape {
  if (VOWELS.has(written) && VOWELS.has(meant)) return 'vowel for vowel';
  const pair = written + meant;
  const next = rest.charAt(0);
  if (SOUND_ALIKE_BETWEEN_VOICED.has(pair) && /^[aeiounr]$/u.test(previous) && VOWELS.has(next)) return 'sound-alike';
  if (SOUND_ALIKE_ANYWHERE.has(pair) || (SOUND_ALIKE_BEFORE_FRONT_VOWEL.has(pair) && 'eiy'.includes(next || '-')))
    return 'sound-alike';
  if (SOUND_ALIKE_BEFORE_I_VOWEL.has(pair) && /^i[aeou]/u.test(rest)) return 'sound-alike';
  if (SOUND_ALIKE_BEFORE_ION.has(pair) && /^ion/u.test(rest)) return 'sound-alike';
  return areNeighbouringKeys(written, meant) ? 'neighbouring key' : 'substitution';
}

function areNeighbouringKeys(a: string, b: string): boolean {
  const position = (letter: string) => {
    const row = KEYBOARD_ROWS.findIndex((keys) => keys.includes(letter));
    return { row, column: (KEYBOARD_ROWS[row] ?? '').indexOf(letter) + row * 0.5 };
  };
  const [from, to] = [position(a), position(b)];
  return from.row >= 0 && to.row >= 0 && Math.abs(from.row - to.row) <= 1 && Math.abs(from.column - to.column) <= 1;
}

/** Where `shorter` is `longer` with exactly one letter taken out, or `undefined`. */
function droppedAt(longer: string, shorter: string): number | undefined {
  for (let index = 0; index < longer.length; index++) {
    if (longer.slice(0, index) + longer.slice(index + 1) === shorter)
      return /\p{L}/u.test(longer.charAt(index)) ? index : undefined;
  }
  return undefined;
}
