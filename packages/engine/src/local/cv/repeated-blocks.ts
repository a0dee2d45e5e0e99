import type { TextSpan } from '../../text/text-span';
import { countWords } from '../../text/words';
import { actionKey } from './line-key';

/**
 * A run of this many items (lines that open a heading, a title or a bullet, not a wrapped line's
 * continuation) read again in the same order is a block pasted twice: one bullet, however long it
 * wraps, repeated under two roles is not.
 */
const MIN_BLOCK_ITEMS = 4;
/** A line that opens an item: a capital, a figure or a bullet mark, not a lowercase continuation. */
const ITEM_OPENING = /^\s*(?:[\p{Lu}\d]|[•\-–*·▪●◦])/u;
/** Page headers (a name, an email, a phone) repeat on every page; a pasted block says more than that. */
const MIN_BLOCK_WORDS = 15;
const MIN_STATEMENT_WORDS = 5;

export interface RepeatedBlock {
  first: TextSpan;
  lineCount: number;
}

/**
 * The first block of lines the CV prints twice (the same lines in the same order, the copies not
 * overlapping), or undefined. A single bullet repeated under two roles is common and is not a block.
 */
export function repeatedBlock(lines: readonly TextSpan[]): RepeatedBlock | undefined {
  const keys = lines.map((line) => line.text.trim().replace(/\s+/gu, ' ').toLowerCase());
  for (let start = 0; start < keys.length; start++) {
    if (keys[start] === '') continue;
    for (let again = start + 1; again < keys.length; again++) {
      let length = 0;
      while (
        start + length < again &&
        again + length < keys.length &&
        keys[start + length] !== '' &&
        keys[start + length] === keys[again + length]
      ) {
        length++;
      }
      const block = lines.slice(start, start + length);
      if (block.filter((line) => ITEM_OPENING.test(line.text)).length >= MIN_BLOCK_ITEMS && isSubstantial(block)) {
        const first = lines[start];
        if (first) return { first, lineCount: length };
      }
    }
  }
  return undefined;
}

function isSubstantial(block: readonly TextSpan[]): boolean {
  const words = block.map((line) => countWords(line.text));
  return (
    words.reduce((sum, count) => sum + count, 0) >= MIN_BLOCK_WORDS &&
    words.some((count) => count >= MIN_STATEMENT_WORDS)
  );
}

/** The red flag for a block printed twice, quoting its first line. */
export function printedTwice(block: RepeatedBlock): string {
  return `The same ${block.lineCount} lines are printed twice, from “${block.first.text.trim()}”: keep one copy, or word each role's part apart.`;
}

/**
 * Each item once, by its words (case, punctuation and bullets aside): a section or a whole history the
 * PDF text prints twice states each result once, and is counted once.
 */
export function onceEach<T>(items: readonly T[], textOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = actionKey(textOf(item));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
