import type { TextSpan } from './text-span';
import { countWords } from './words';

const MAX_HEADING_WORDS = 8;

/**
 * A line that reads as a heading: short, no closing full stop, and in capitals or title case
 * ("EXPERIENCE", "Work History", "2. Method").
 */
export function isHeadingLike(line: TextSpan): boolean {
  const text = line.text.replace(/[:：]\s*$/u, '');
  const words = countWords(text);
  if (words === 0 || words > MAX_HEADING_WORDS) return false;
  if (/[.!?,;]$/u.test(text)) return false;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 3 && letters === letters.toUpperCase()) return true;
  const significant = text.split(/\s+/u).filter((word) => /^\p{L}/u.test(word) && word.length > 3);
  return significant.length > 0 && significant.every((word) => /^\p{Lu}/u.test(word));
}
