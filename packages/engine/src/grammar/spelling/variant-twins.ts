import type { EnglishVariant } from '../harper/grammar-worker-protocol';
import { isListedWord } from './word-frequency';

/**
 * The places where British and American spelling of one word part ways, British first: "colour" and
 * "color", "realise" and "realize". Each pair names the letter before the part that differs, so a
 * writer's "colourfull" shows the British "lour" however the rest is spelled.
 */
const VARIANT_PARTS: ReadonlyArray<{ british: RegExp; american: RegExp; toAmerican: string; toBritish: string }> = [
  {
    british: /(\p{L})our(?=(?:s|ed|ing|ful|fully|less|able|ite|ites)?$)/u,
    american: /(\p{L})or(?=(?:s|ed|ing|ful|fully|less|able|ite|ites)?$)/u,
    toAmerican: '$1or',
    toBritish: '$1our',
  },
  {
    british: /(\p{L})is(?=(?:e|es|ed|ing|ation|ations)$)/u,
    american: /(\p{L})iz(?=(?:e|es|ed|ing|ation|ations)$)/u,
    toAmerican: '$1iz',
    toBritish: '$1is',
  },
];

/**
 * The spelling of the fix the writer's own letters show ("colourfull" → "colourful", not "color­ful"),
 * and where they show neither, the document's ("realiced" → "realized" in American writing); a word
 * with no twin is left as it is.
 */
export function inWritersVariant(fix: string, typed: string, documentVariant: EnglishVariant | undefined): string {
  const lower = fix.toLowerCase();
  const typedLower = typed.toLowerCase();
  for (const part of VARIANT_PARTS) {
    const britishMatch = part.british.exec(lower);
    const americanMatch = britishMatch ? null : part.american.exec(lower);
    const match = britishMatch ?? americanMatch;
    if (!match) continue;
    const british = britishMatch ? lower : lower.replace(part.american, part.toBritish);
    const american = britishMatch ? lower.replace(part.british, part.toAmerican) : lower;
    if (!isListedWord(british) || !isListedWord(american)) return fix;
    const showsBritish = typedLower.includes(partOf(british, part.british));
    const showsAmerican = typedLower.includes(partOf(american, part.american));
    const wanted =
      showsBritish !== showsAmerican
        ? showsBritish
          ? british
          : american
        : documentVariant === 'british'
          ? british
          : american;
    return /^\p{Lu}/u.test(fix) ? wanted.charAt(0).toUpperCase() + wanted.slice(1) : wanted;
  }
  return fix;
}

const partOf = (word: string, pattern: RegExp): string => pattern.exec(word)?.[0] ?? '\u0000';
