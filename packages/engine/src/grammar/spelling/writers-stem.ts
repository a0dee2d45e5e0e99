import nlp from 'compromise';
import { remembered } from '../../text/remembered-words';
import { plural } from '../tagged/tagged-words';
import { oneSlipShape } from './slip-shapes';
import { isListedWord } from './word-frequency';
import { MIN_SPLIT_CONTENT_WORD } from './word-splits';

/**
 * A misspelling that is an everyday word with an ending added ("hearting" is "heart" and "-ing",
 * "fastered" is "faster" and "-ed", "live's" is "live" and "'s"): the writer built a form on a word
 * they know and spelled that word as they meant it, so the slip is in the form, not in the word.
 */

/** Endings a writer adds to a word: an owner's "'s", an "-ing" form, a past in "-ed", an "-s" or "-es". */
const ADDED_ENDINGS = ["'s", '’s', 'ing', 'ed', 'es', 's'] as const;

/** The everyday word the misspelling is built on, with the ending added, or `undefined`. */
export function writersStem(word: string): string | undefined {
  for (const ending of ADDED_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    if (stem.length >= MIN_SPLIT_CONTENT_WORD && /^\p{Ll}+$/u.test(stem) && isListedWord(stem)) return stem;
  }
  return undefined;
}

/**
 * Whether a fit changes the letters of the word the misspelling is built on: "hearing" for
 * "hearting" drops the "t" of "heart", "fostered" for "fastered" changes "faster", "life's" for
 * "live's" changes "live"; each is another word than the one the writer built on, however common.
 * A fit that keeps the word or is a form of it is no such change: "hoping" for "hopeing" (the
 * silent "e" dropped), "studied" for "studyed", "thought" for "thinked", "lives" for "lifes"; nor
 * is a fit one sound-alike letter away, which shows the word was spelled by ear.
 */
export function changesWritersStem(word: string, fit: string): boolean {
  const stem = writersStem(word);
  if (stem === undefined) return false;
  const keptStems = [stem];
  if (stem.endsWith('e')) keptStems.push(stem.slice(0, -1));
  if (stem.endsWith('y')) keptStems.push(`${stem.slice(0, -1)}i`);
  if (keptStems.some((kept) => fit.startsWith(kept))) return false;
  // "intented" → "intended": a letter for the one that sounds alike is a spelling by ear, so the
  // everyday word in the misspelling ("intent") was not the word the writer built on.
  if (oneSlipShape(word, fit) === 'sound-alike') return false;
  return !formsOf(stem).includes(fit.replace('’', "'"));
}

/** A word's forms that do not begin with it: irregular pasts, participles and plurals ("thought", "lives"). */
const formsOf = remembered((word: string): string[] => {
  const conjugated = nlp(word).verbs().conjugate()[0] as Record<string, string> | undefined;
  const nounPlural = plural(word);
  return [...Object.values(conjugated ?? {}), ...(nounPlural ? [nounPlural, `${nounPlural}'s`] : [])];
});
