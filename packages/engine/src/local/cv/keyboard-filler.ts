import type { TextSpan } from '../../text/text-span';

const MIN_WORDS = 3;
const MIN_LETTERS = 12;
/**
 * At most this many different letters in a line of twelve or more: no English line (nor a list of
 * acronyms) is typed from so few keys, a line of filler ("xzzx ZX zx…") is.
 */
const MAX_DISTINCT_LETTERS = 4;

/** Whether a line is keyboard filler left in a template, with nothing to correct but the line itself. */
export function isKeyboardFiller(text: string): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  const letters = words.join('').toLowerCase();
  if (words.length < MIN_WORDS || letters.length < MIN_LETTERS) return false;
  return new Set(letters).size <= MAX_DISTINCT_LETTERS;
}

/** The lines of filler in the CV. */
export function keyboardFillerLines(lines: readonly TextSpan[]): TextSpan[] {
  return lines.filter((line) => isKeyboardFiller(line.text));
}

const QUOTED_WORDS = 3;

/** The red flag for filler lines: the line is deleted, not corrected word by word. */
export function fillerLeftIn(lines: readonly TextSpan[]): string {
  const [first] = lines;
  const words = (first?.text.trim() ?? '').split(/\s+/u);
  const quote = `${words.slice(0, QUOTED_WORDS).join(' ')}${words.length > QUOTED_WORDS ? '…' : ''}`;
  const which = lines.length === 1 ? 'A line' : `${lines.length} lines`;
  return `${which} of keyboard filler (“${quote}”): delete ${lines.length === 1 ? 'it' : 'them'}.`;
}
