import { doubleMetaphone } from 'double-metaphone';
import { rememberedPerText } from '../../text/remembered-words';
import { everydayWords, wordCount } from './word-frequency';

/**
 * How a word sounds, as its double-metaphone keys (Philips 2000; the MIT `double-metaphone`
 * package): its consonant sounds in order, however they are spelt ("nite" and "night" are both NT).
 */
const soundKeysOf = (word: string): readonly string[] => [...new Set(doubleMetaphone(word))].filter(Boolean);

/** Fewer sightings than this and a word is too rare to be meant by its sound (as MIN_CHOICE_COUNT). */
export const MIN_HEARD_COUNT = 100;

let commonWordsByKey: Map<string, string[]> | undefined;

/** The common everyday words by sound key, built once per process. */
function wordsByKey(): Map<string, string[]> {
  if (commonWordsByKey) return commonWordsByKey;
  commonWordsByKey = new Map();
  for (const word of everydayWords()) {
    if (!/^\p{Ll}+$/u.test(word) || wordCount(word) < MIN_HEARD_COUNT) continue;
    for (const key of soundKeysOf(word)) {
      const alike = commonWordsByKey.get(key);
      if (alike) alike.push(word);
      else commonWordsByKey.set(key, [word]);
    }
  }
  return commonWordsByKey;
}

/** The common words that sound as the misspelling does: a key of one (primary or secondary) is a key of the other. */
export const commonWordsSoundingAs = rememberedPerText((word: string): readonly string[] => [
  ...new Set(soundKeysOf(word).flatMap((key) => wordsByKey().get(key) ?? [])),
]);

/** Whether two words sound alike to double metaphone. */
export function soundsAlike(word: string, other: string): boolean {
  const keys = soundKeysOf(other);
  return soundKeysOf(word).some((key) => keys.includes(key));
}
