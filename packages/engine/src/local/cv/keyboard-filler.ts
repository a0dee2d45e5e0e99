import { isCommonWord } from '../../grammar/spelling/word-frequency';
import type { TextSpan } from '../../text/text-span';

const MIN_WORDS = 3;
/** Letters enough for a short line of filler ("zzx ZX xz") to be told from an initial or two. */
const MIN_LETTERS = 7;
/**
 * A run shorter than this many letters is filler only when typed from at most SHORT_RUN_KEYS keys
 * ("zzx ZX xz"): a short list of acronyms ("CSS JS SASS") uses four.
 */
const SHORT_RUN_LETTERS = 12;
const SHORT_RUN_KEYS = 3;
/** A numeral in Roman letters ("II", "iv"): a level or grade, a word of its own, not filler. */
const ROMAN_NUMERAL = /^[ivxlcdm]+$/u;
/**
 * At most this many different letters in a line of twelve or more: no English line (nor a list of
 * acronyms) is typed from so few keys, a line of filler ("xzzx ZX zx…") is.
 */
const MAX_DISTINCT_LETTERS = 4;

/**
 * Whether a line holds keyboard filler left in a template, with nothing to correct but the line itself:
 * a run of letter strings typed from so few keys, mostly not words, also after a heading word run into the
 * line ("Licences xzzx…").
 */
export function isKeyboardFiller(text: string): boolean {
  return fillerRuns(text).some(holdsFillerRun);
}

/**
 * An initial ("A.", "O.A.") is a name's letter and a word of three or more capitals ("ACSA") names a
 * body: a run of filler never goes through either, so a list of authors or of bodies is no filler.
 */
const NAME_PART = /^(?:\p{Lu}\.|\p{Lu}{3,})$/u;

/** The stretches of letter strings between names' parts, lower-cased, for filler to be looked for in. */
function fillerRuns(text: string): string[][] {
  const runs: string[][] = [[]];
  for (const [token] of text.matchAll(/\p{L}+\.?/gu)) {
    if (NAME_PART.test(token)) runs.push([]);
    else runs.at(-1)?.push(token.replace(/\.$/u, '').toLowerCase());
  }
  return runs;
}

function holdsFillerRun(words: readonly string[]): boolean {
  for (let start = 0; start < words.length; start += 1) {
    const keys = new Set<string>();
    let letters = 0;
    for (let end = start; end < words.length; end += 1) {
      const word = words[end] ?? '';
      for (const letter of word) keys.add(letter);
      if (keys.size > MAX_DISTINCT_LETTERS) break;
      letters += word.length;
      const fewKeys = letters >= SHORT_RUN_LETTERS || keys.size <= SHORT_RUN_KEYS;
      if (
        end - start + 1 >= MIN_WORDS &&
        letters >= MIN_LETTERS &&
        fewKeys &&
        mostlyNonWords(words.slice(start, end + 1))
      ) {
        return true;
      }
    }
  }
  return false;
}

/**
 * Whether fewer than half the run are words in everyday use (or numerals): a keyword list typed from
 * few letters ("ad, data, date, tea") is real words, filler ("qw wq qwqw") is letter strings that are not.
 */
function mostlyNonWords(run: readonly string[]): boolean {
  // One name said again ("ISO 9001, ISO 14001, ISO 45001") is a list of one thing, not filler.
  if (new Set(run).size < 2) return false;
  return run.filter((word) => isCommonWord(word) || ROMAN_NUMERAL.test(word)).length * 2 < run.length;
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
