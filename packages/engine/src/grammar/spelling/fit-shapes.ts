import { type EditShape, editDistance, isDroppedAndSwapped, oneSlipShape, sortedLetters } from './slip-shapes';
import { isListedWord } from './word-frequency';
import { isSafeSplit } from './word-splits';
import { sisterSuffixWords, spelledAlike } from './words-spelled-alike';

/**
 * How a misspelled word differs from a dictionary word that may be meant: the slip it takes, with
 * the endings that carry a word's grammar weighed as an unlike letter when the fit changes them.
 */

/** In words shorter than this a wrong letter has too many fits to guess ("ect" → "eat", "sant" → "said"). */
export const MIN_SUBSTITUTION_LENGTH = 5;

/** The slip that turns the misspelled word into the candidate. */
export function fitShape(word: string, candidate: string): EditShape {
  return isEndingReplaced(word, candidate) ||
    isEndingMadeByDrop(word, candidate) ||
    isEndingMadeByVowel(word, candidate)
    ? 'substitution'
    : editShape(word, candidate);
}

/** The word with each run of one letter written once: "innapropiate" → "inapropiate". */
const undoubled = (word: string): string => word.replace(/(\p{L})\1+/gu, '$1');

/**
 * "elefant" → "elephant", "fotograph" → "photograph": "ph" spells the sound of "f" (in words from
 * Greek), and a writer spelling by sound writes "f"; the reverse ("phantastic") is rarer but alike.
 */
export const phSpellings = (word: string): string[] =>
  word.includes('f') || word.includes('ph') ? [word.replaceAll('f', 'ph'), word.replaceAll('ph', 'f')] : [];

const withFForPh = (word: string): string => word.replaceAll('ph', 'f');

function editShape(word: string, suggestion: string): EditShape {
  if (suggestion.includes(' ')) return isSafeSplit(word, suggestion) ? 'split' : 'other';
  if (word !== suggestion && withFForPh(word) === withFForPh(suggestion)) return 'sound-alike';
  if (word.charAt(0) !== suggestion.charAt(0)) return 'other';
  if (suggestion.replace(/['’]/gu, '') === word) return 'apostrophe';
  if (/n['’]t$/u.test(suggestion) && word.replace(/[aeiou]nt$/u, 'nt') === suggestion.replace(/['’]/gu, ''))
    return 'apostrophe';
  // "dosnt" → "doesn't": the apostrophe of "n't" left out and one more slip in the word.
  if (/n['’]t$/u.test(suggestion) && word.endsWith('nt')) {
    const contracted = oneSlipShape(word, suggestion.replace(/['’]/gu, ''));
    if (contracted !== 'other') return contracted;
  }
  // An apostrophe is no letter a hand slips to: "currets" is "currents", not "cure's".
  if (/['’]/u.test(suggestion) && !/['’]/u.test(word)) return 'other';
  const shape = oneSlipShape(word, suggestion);
  if (shape !== 'other') return shape;
  const distance = editDistance(word, suggestion);
  // Vowels spelt wrong in the same places ("restaraunt"); a vowel added where the writer wrote none
  // makes another syllable, so another word ("horman" is not "hormone").
  // A long word has few others with its consonants, so three vowel slips still name it ("hipotheticle").
  const vowelSlips = word.length >= MIN_THREE_VOWEL_SLIPS_LENGTH ? 3 : 2;
  // Vowels spelt by sound change no word's length by more than a letter: "steair" is not "star".
  // Doubled letters are counted once: "embarasing" misses two doublings of "embarrassing", no syllable.
  const lengthChange = Math.abs(undoubled(word).length - undoubled(suggestion).length);
  if (
    spelledAlike(word, suggestion) &&
    distance <= vowelSlips &&
    lengthChange <= 1 &&
    vowelAndDoublingSlips(word, suggestion) <= vowelSlips
  )
    return 'vowels';
  if (sisterSuffixWords(word).includes(suggestion)) return 'sister suffix';
  // Two or three letters apart, but one once doubles are written single: a doubling was one slip.
  const doublingAndSlip = distance <= 3 && editDistance(undoubled(word), undoubled(suggestion)) === 1;
  if (doublingAndSlip) return 'doubling and a slip';
  if (distance === 2 && sortedLetters(word) === sortedLetters(suggestion)) return 'two swaps';
  return distance === 2 && word.length >= MIN_TWO_SLIPS_LENGTH && isDroppedAndSwapped(word, suggestion)
    ? 'two slips'
    : 'other';
}

/**
 * The slips between two words spelled alike, each vowel changed and each letter doubled or undoubled
 * counted once: "brizy" → "breezy" is two (a vowel changed, one doubled), "diffult" → "default" three
 * (the "ff" undoubled, a vowel changed, another added), too many for one word to be sure.
 */
function vowelAndDoublingSlips(word: string, suggestion: string): number {
  const doubled = (text: string) => Array.from(text.matchAll(/(\p{L})\1+/gu), (match) => match[1] ?? '');
  const [written, meant] = [doubled(word), doubled(suggestion)];
  const changedDoublings =
    written.filter((letter) => !meant.includes(letter)).length +
    meant.filter((letter) => !written.includes(letter)).length;
  return editDistance(undoubled(word), undoubled(suggestion)) + changedDoublings;
}

/** Words at least this long may carry three vowels spelt by their sound and still name one word. */
const MIN_THREE_VOWEL_SLIPS_LENGTH = 10;

/**
 * "deplets" → "deplete", "narrater" → "narrated": a final -s, or the "r" of an "-er", replaced by
 * another letter. The ending is one the writer meant (a plural, a verb after its subject, a doer),
 * not a slip of the hand, so such a fit is weighed as an unlike letter, and a word that keeps the
 * ending ("depletes", "narrator") wins.
 */
function isEndingReplaced(word: string, candidate: string): boolean {
  if (word.length !== candidate.length || word.slice(0, -1) !== candidate.slice(0, -1)) return false;
  const endingS = /[^s]s$/u.test(word) && !candidate.endsWith('s');
  const endingEr = word.length >= MIN_SUBSTITUTION_LENGTH && word.endsWith('er') && !candidate.endsWith('r');
  return endingS || endingEr;
}

/**
 * "cyclest" → "cycles", "enginer" → "engine", "listend" → "listen": the writer's last letter dropped
 * leaves an -s ending they did not write, or takes off the "r" of an "-er" (a doer, a comparative)
 * or the "d" of a past they did write. A word's ending is what a writer gets right most (it carries
 * its grammar), so such a fit is weighed as an unlike letter, and a word keeping the typed ending
 * ("cyclist", "engineer", "listened") is preferred.
 */
const isEndingMadeByDrop = (word: string, candidate: string): boolean =>
  candidate === word.slice(0, -1) &&
  ((candidate.endsWith('s') && !word.endsWith('s')) ||
    (word.length >= MIN_SUBSTITUTION_LENGTH &&
      (word.endsWith('er') || (word.endsWith('d') && !candidate.endsWith('d')))));

/**
 * "cyclis" → "cycles": a vowel of the writer's last syllable changed so that it makes an -es or -ed
 * ending they did not write. The ending carries the word's grammar and is seldom misspelled, so the
 * fit is weighed as an unlike letter, and a word keeping the typed letters ("cyclist") is as likely.
 */
function isEndingMadeByVowel(word: string, candidate: string): boolean {
  return (
    word.length === candidate.length &&
    /e[sd]$/u.test(candidate) &&
    /[aiou][sd]$/u.test(word) &&
    // "diabetes" is a word of its own; "cycles" is "cycle" and an ending.
    isListedWord(candidate.slice(0, -1)) &&
    word.slice(0, -2) === candidate.slice(0, -2) &&
    word.slice(-1) === candidate.slice(-1)
  );
}

/** Words at least this long may carry two slips and still name one word. */
const MIN_TWO_SLIPS_LENGTH = 8;
