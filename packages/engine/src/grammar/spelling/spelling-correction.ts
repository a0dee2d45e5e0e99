import { PLACE_AND_TIME_PREPOSITIONS } from '../word-classes';

/**
 * Small words a split may produce ("alot" → "a lot", "infact" → "in fact"); a split into two
 * ordinary words ("learing" → "lea ring") is a guess, not a correction.
 */
const SPLIT_FUNCTION_WORDS = new Set([
  ...PLACE_AND_TIME_PREPOSITIONS,
  'a',
  'an',
  'to',
  'of',
  'all',
  'any',
  'every',
  'some',
  'no',
  'for',
]);

/** A one-letter substitution is guessed right too rarely in words shorter than this ("ect" → "eat"). */
const MIN_SUBSTITUTION_LENGTH = 5;

type EditShape = 'missing letter' | 'extra letter' | 'swapped letters' | 'substitution' | 'split' | 'other';

/**
 * The dictionary's suggestion worth showing for a misspelled word, or `undefined` when none is a
 * safe fit. Writers drop a letter, add one or swap two far more often than they type a wrong
 * letter, and rarely get the first letter wrong; so those fits are taken first (in the dictionary's
 * order), and a wrong-letter fit only when it is the only one the dictionary offers.
 */
export function fittingSpelling(misspelled: string, suggestions: readonly string[]): string | undefined {
  const word = misspelled.toLowerCase();
  const shaped = suggestions.map((suggestion) => ({ suggestion, shape: editShape(word, suggestion.toLowerCase()) }));
  const likely = shaped.find(({ shape }) => shape !== 'substitution' && shape !== 'other');
  if (likely) return likely.suggestion;
  const substitutions = shaped.filter(({ shape }) => shape === 'substitution');
  const only = substitutions.length === 1 ? substitutions[0] : undefined;
  return only && word.length >= MIN_SUBSTITUTION_LENGTH ? only.suggestion : undefined;
}

function editShape(word: string, suggestion: string): EditShape {
  if (suggestion.includes(' ')) return isSafeSplit(word, suggestion) ? 'split' : 'other';
  if (word.charAt(0) !== suggestion.charAt(0)) return 'other';
  if (suggestion.length === word.length + 1 && dropsOneLetter(suggestion, word)) return 'missing letter';
  if (word.length === suggestion.length + 1 && dropsOneLetter(word, suggestion)) return 'extra letter';
  if (word.length !== suggestion.length) return 'other';
  const differences = [...word].flatMap((letter, index) => (letter === suggestion[index] ? [] : [index]));
  if (differences.length === 1) return 'substitution';
  const [first, second] = differences;
  const swapped =
    differences.length === 2 &&
    first !== undefined &&
    second === first + 1 &&
    word[first] === suggestion[second] &&
    word[second] === suggestion[first];
  return swapped ? 'swapped letters' : 'other';
}

/** Whether `shorter` is `longer` with exactly one letter taken out. */
function dropsOneLetter(longer: string, shorter: string): boolean {
  for (let index = 0; index < longer.length; index++) {
    if (longer.slice(0, index) + longer.slice(index + 1) === shorter) return /\p{L}/u.test(longer.charAt(index));
  }
  return false;
}

function isSafeSplit(word: string, split: string): boolean {
  const parts = split.split(' ');
  return (
    parts.length === 2 &&
    parts.join('') === word &&
    parts.some((part) => SPLIT_FUNCTION_WORDS.has(part)) &&
    parts.every((part) => part.length >= 1)
  );
}
