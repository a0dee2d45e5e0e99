import { editDistance } from './slip-shapes';
import { commonWordsSoundingAs } from './sound-keys';
import { wordCount } from './word-frequency';

/**
 * What the sound of a misspelling says of the word meant. Learners spell by ear ("neer" for "near"),
 * so a word that sounds as the misspelling does is as likely as one as few letters away that sounds
 * different, though less common: a slip of the hand keeps the letters, a spelling by ear the sound.
 */

/** The sound names the fix, or two words are shown because sound and frequency point apart. */
export type HeardVerdict = { fix: string } | { choices: string[] } | undefined;

/** A spelling by ear rewrites one sound, which takes at most this many letters ("nite" for "night"). */
const MAX_HEARD_EDITS = 3;

/**
 * A fit that sounds different must be this many times as common to outweigh the one that sounds
 * alike (as a fit of two slips must be to outweigh one of a single typing slip, KEPT_LETTERS_LEAD).
 */
const SOUND_LEAD = 100;

/**
 * The word the sound names: of the common words sounding as the misspelling does (the first letter
 * kept, a sound's spelling away), the one both nearest in letters and most common, when no other is
 * as near ("neer": "near", nearer and more common than "nor"). Metaphone hears no vowels after the
 * first, so when a more common word sounds alike further off ("nite": "note" is nearest, "night" and
 * "not" more common) the sound names none.
 */
function wordHeard(word: string): string | undefined {
  const near = commonWordsSoundingAs(word).filter(
    (heard) => heard !== word && heard.charAt(0) === word.charAt(0) && editDistance(word, heard) <= MAX_HEARD_EDITS,
  );
  const fewest = Math.min(...near.map((heard) => editDistance(word, heard)));
  const nearest = near.filter((heard) => editDistance(word, heard) === fewest);
  const [heard] = nearest;
  if (!heard || nearest.length > 1) return undefined;
  return near.every((other) => wordCount(other) <= wordCount(heard)) ? heard : undefined;
}

/**
 * The verdict of the sound against `other`, the fit the letters and frequency weigh likeliest, which
 * sounds different. The word heard is the fix when it is as near in letters as `other` and as
 * common; when `other` is more common, but not a hundred times as common, both are shown
 * ("neer": "near" or "never"). `undefined` when the sound names no word, or one the place does not
 * take (`fitsThePlace`), and the letters decide.
 */
export function heardVerdict(word: string, other: string, fitsThePlace: (heard: string) => boolean): HeardVerdict {
  const heard = wordHeard(word);
  if (!heard || heard === other || !fitsThePlace(heard)) return undefined;
  // A word heard but further in letters is no rival: a dropped letter changes the sound too
  // ("libary" keeps the letters of "library", and sounds like "labor").
  if (editDistance(word, heard) > editDistance(word, other)) return undefined;
  if (wordCount(other) >= SOUND_LEAD * wordCount(heard)) return undefined;
  if (wordCount(heard) >= wordCount(other)) return { fix: heard };
  return { choices: [heard, other] };
}
