import { evidenceFrom } from '../../text/evidence';
import type { TextSpan } from '../../text/text-span';

/** Opens a sentence: a capital, a figure, or an opening quote or bracket. */
const OPENS_SENTENCE = /^[\p{Lu}\d"“‘(]/u;
/** Ends inside a list or clause: a trailing comma, semicolon or colon (",." included), or a word that needs more after it. */
/** "Â" before a space or bullet: a no-break space or bullet misread from another encoding, which no finished sentence holds. */
const STRAY_ENCODING_MARK = /\u00c2(?![\p{L}])/u;
const ENDS_MID_TEXT = /(?:[,;:]\s*\.?|\b(?:a|an|the|and|or|of|for|to|with|in|on|at|by|from)\.?)$/iu;

/**
 * Whether a line reads as one whole statement a rewrite can stand in for: quoted whole, opening as a
 * sentence opens, not ending in the middle of a list or clause, holding no stray encoding mark, and with no bracket closed that it did
 * not open ("…etc.) Coordinated…" begins inside someone else's sentence). A rewrite of part of a
 * sentence is no finished sentence, so it is not offered.
 */
export function isWholeStatement(span: TextSpan): boolean {
  const text = span.text.trim();
  if (evidenceFrom(span).quote !== text) return false;
  if (!OPENS_SENTENCE.test(text) || ENDS_MID_TEXT.test(text) || STRAY_ENCODING_MARK.test(text)) return false;
  return count(text, ')') <= count(text, '(');
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}
