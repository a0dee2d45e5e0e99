import { everydayWords } from './word-frequency';

/**
 * A word's consonants in order, each run of vowels a dash and a doubled letter single, after its
 * first letter: "neccesary" and "necessary" are both "n-c-s-r-"; "rivers" is not "riverz".
 */
function consonantFrame(word: string): string {
  const rest = word
    .slice(1)
    // A final "-le" after a consonant sounds as "-el" or "-al" ("hipotheticle", "hypothetical").
    .replace(/(?<=[^aeiouy])le$/u, 'el')
    .replace(/(\p{L})\1+/gu, '$1')
    .replace(/[aeiouy]+/gu, '-');
  return word.charAt(0) + rest;
}

/**
 * A word's consonants with its long vowels told from its short ones: a vowel pair ("ai", "ea") and a
 * vowel made long by a silent final "e" ("a…e", "e…es") are both "=", a single vowel "-". "complane"
 * and "complain" are both "c-mpl=n", "depleats" and "depletes" "d-pl=ts"; "horman" ("h-rm-n") is not
 * "hormone" ("h-rm=n"), whose long "o" the writer did not spell.
 */
function soundFrame(word: string): string {
  const long = word.replace(/([aeiou])([^aeiouy]{1,2})e([sd]?)$/u, '$1$1$2$3');
  const rest = long
    .slice(1)
    .replace(/([^aeiouy])\1+/gu, '$1')
    .replace(/[aeiouy]{2,}/gu, '=')
    .replace(/[aeiouy]/gu, '-');
  return long.charAt(0) + rest;
}

/** Whether two words differ only in how their vowels and double letters spell the same sounds. */
export const spelledAlike = (word: string, other: string): boolean =>
  consonantFrame(word) === consonantFrame(other) || soundFrame(word) === soundFrame(other);

let byFrame: Map<string, string[]> | undefined;

function framesOfEverydayWords(): Map<string, string[]> {
  if (!byFrame) {
    const frames = new Map<string, string[]>();
    for (const known of everydayWords()) {
      for (const frame of new Set([consonantFrame(known), `~${soundFrame(known)}`])) {
        const group = frames.get(frame);
        if (group) group.push(known);
        else frames.set(frame, [known]);
      }
    }
    byFrame = frames;
  }
  return byFrame;
}

/**
 * Everyday words whose consonants match the word's and whose vowels or doubled letters differ, that
 * spell its long vowels another way ("complane" for "complain"), or that end in a vowel the word
 * left off ("becaus" for "because").
 */
export function wordsSpelledAlike(word: string): string[] {
  const frames = framesOfEverydayWords();
  const frame = consonantFrame(word);
  const withFinalVowel = frame.endsWith('-') ? [] : (frames.get(`${frame}-`) ?? []);
  return [...(frames.get(frame) ?? []), ...(frames.get(`~${soundFrame(word)}`) ?? []), ...withFinalVowel];
}

/** Endings that make nouns of the same stems, one often written for the other ("contentness"). */
const SISTER_SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ['ness', 'ment'],
  ['ment', 'ness'],
];

/** "contentness" → "contentment": the word with the sister ending of the same stem. */
export const sisterSuffixWords = (word: string): string[] =>
  SISTER_SUFFIXES.flatMap(([written, meant]) =>
    word.endsWith(written) && word.length > written.length + 2 ? [word.slice(0, -written.length) + meant] : [],
  );
