import { ARTICLES, oneOf, POSSESSIVE_DETERMINERS } from '../../grammar/word-classes';
import { evidenceFrom } from '../../text/evidence';
import type { TextSpan } from '../../text/text-span';
import { namesTheWriter } from './first-person';
import { openingVerb } from './opening-verb';

/** Opens a sentence: a capital, a figure, or an opening quote or bracket. */
const OPENS_SENTENCE = /^[\p{Lu}\d"“‘(]/u;
/**
 * Misread characters: "Â" before a space or bullet (a no-break space or bullet read in another
 * encoding) and "â€" or "Ã" (a dash, quote or accent read so), which no finished sentence holds.
 */
const STRAY_ENCODING_MARK = /\u00c2(?![\p{L}])|\u00e2\u20ac|\u00c3/u;
/** Words that need more after them: a line ending on one was cut where the PDF broke it ("…needs of my"). */
const NEEDS_MORE = [
  ...ARTICLES,
  ...POSSESSIVE_DETERMINERS,
  ...['and', 'or', 'but', 'of', 'for', 'to', 'with', 'in', 'on', 'at', 'by', 'from', 'as', 'into', 'including', 'such'],
  ...['that', 'which', 'who', 'whose'],
];
/** Ends inside a list or clause: a trailing comma, semicolon, colon (",." included), joining sign, or a word that needs more. */
const ENDS_MID_TEXT = new RegExp(String.raw`(?:[,;:&+/–-]\s*\.?|\b(?:${oneOf(NEEDS_MORE)})\.?)$`, 'iu');

/**
 * Whether a line reads as one whole statement a rewrite can stand in for: quoted whole, opening as a
 * sentence opens, not ending in the middle of a list or clause, holding no stray encoding mark or first person, and with no bracket closed that it did
 * not open ("…etc.) Coordinated…" begins inside someone else's sentence). A rewrite of part of a
 * sentence is no finished sentence, so it is not offered.
 */
export function isWholeStatement(span: TextSpan): boolean {
  const text = span.text.trim();
  if (evidenceFrom(span).quote !== text) return false;
  if (!OPENS_SENTENCE.test(text) || ENDS_MID_TEXT.test(text) || STRAY_ENCODING_MARK.test(text)) return false;
  // A rewrite that kept "I" or "my" would not read as a finished CV line; the tone finding covers them.
  if (namesTheWriter(text)) return false;
  return count(text, ')') <= count(text, '(') && !runsOnIntoAnother(text);
}

/** A lower-case word, then a capitalised word with the rest of the line after it. */
const CAPITAL_AFTER_LOWER = /\p{Ll}[\p{L})]*\s+(?=\p{Lu}\p{Ll}+\s+\p{Ll})/gu;

/**
 * Whether a second statement starts inside the line without a full stop ("…for six wards Work closely
 * with…"): two bullets the PDF ran together, which one rewrite would keep as a run-on sentence.
 */
function runsOnIntoAnother(text: string): boolean {
  return [...text.matchAll(CAPITAL_AFTER_LOWER)].some(
    (match) => openingVerb(text.slice(match.index + match[0].length)) !== undefined,
  );
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}
