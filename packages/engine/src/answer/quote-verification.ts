import type { Evidence } from '@doclens/api';
import type { DocumentPage } from '../analysis-engine';

/**
 * The quote as it stands on the page, or undefined when the page does not say it. Spacing and line
 * breaks may differ (a model or a copy reflows text), typographic quotes and dashes may be plain,
 * and case may differ; failing that, a quote whose words are nearly all on the page in order (a
 * word or two changed) is taken as the page's own wording of that stretch. The returned quote is
 * always a verbatim substring of the page, so the viewer can find and highlight it.
 */
export function verifiedQuote(quote: string, pageText: string): string | undefined {
  const wanted = quote.trim();
  if (wanted.length === 0) return undefined;
  if (pageText.includes(wanted)) return wanted;
  const page = normalisedWithOffsets(pageText);
  const target = normalised(wanted);
  if (target.length === 0) return undefined;
  const at = page.text.indexOf(target);
  if (at !== -1) return originalSlice(pageText, page.offsets, at, at + target.length);
  return fuzzyMatch(pageText, target);
}

/** The citations whose quote is on its page, each replaced by the page's own wording; the rest dropped. */
export function verifiedCitations(citations: readonly Evidence[], pages: readonly DocumentPage[]): Evidence[] {
  const byNumber = new Map(pages.map((page) => [page.pageNumber, page.text]));
  const kept: Evidence[] = [];
  for (const citation of citations) {
    const pageText = byNumber.get(citation.page);
    const quote = pageText === undefined ? undefined : verifiedQuote(citation.quote, pageText);
    if (quote && !kept.some((other) => other.page === citation.page && other.quote === quote)) {
      kept.push({ page: citation.page, quote });
    }
  }
  return kept;
}

const FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[“”„‟″]/gu, '"'],
  [/[‘’‚‛′]/gu, "'"],
  [/[‐‑‒–—―]/gu, '-'],
  [/\u00a0/gu, ' '],
];

function fold(char: string): string {
  let folded = char.toLowerCase();
  for (const [pattern, plain] of FOLDS) folded = folded.replace(pattern, plain);
  return folded;
}

function normalised(text: string): string {
  return normalisedWithOffsets(text).text;
}

interface Normalised {
  text: string;
  /** For each character of `text`, its offset in the original. */
  offsets: number[];
}

/** Runs of white space become one space, other characters are folded; offsets map back. */
function normalisedWithOffsets(original: string): Normalised {
  let text = '';
  const offsets: number[] = [];
  let inSpace = false;
  for (let i = 0; i < original.length; i++) {
    const char = original[i] as string;
    if (/\s/u.test(char)) {
      if (!inSpace && text.length > 0) {
        text += ' ';
        offsets.push(i);
      }
      inSpace = true;
      continue;
    }
    inSpace = false;
    text += fold(char);
    offsets.push(i);
  }
  if (text.endsWith(' ')) {
    text = text.slice(0, -1);
    offsets.pop();
  }
  return { text, offsets };
}

function originalSlice(original: string, offsets: readonly number[], from: number, to: number): string {
  const start = offsets[from] as number;
  const end = (offsets[to - 1] as number) + 1;
  return original.slice(start, end).trim();
}

/** Share of the quote's words that must be found in order on the page. */
const FUZZY_WORD_SHARE = 0.9;
/** Short quotes must match exactly: a changed word in five changes what they say. */
const MIN_FUZZY_WORDS = 8;
/** Where the page stretch may start: at one of the quote's first words. */
const START_WORDS = 3;

interface PageWord {
  word: string;
  start: number;
  end: number;
}

/**
 * The page stretch of the quote's length whose words are nearly all the quote's, in order: a word or
 * two changed, added or dropped anywhere, the first ones included.
 */
function fuzzyMatch(pageText: string, target: string): string | undefined {
  const words = target.split(' ').map(bareWord);
  if (words.length < MIN_FUZZY_WORDS) return undefined;
  const pageWords: PageWord[] = [...pageText.matchAll(/\S+/gu)].map((match) => ({
    word: bareWord([...match[0]].map(fold).join('')),
    start: match.index,
    end: match.index + match[0].length,
  }));
  const tried = new Set<number>();
  for (let i = 0; i < pageWords.length; i++) {
    const offset = words.slice(0, START_WORDS).indexOf((pageWords[i] as PageWord).word);
    if (offset === -1) continue;
    const from = Math.max(0, i - offset);
    if (tried.has(from)) continue;
    tried.add(from);
    const window = pageWords.slice(from, from + words.length);
    const shared = sharedWordsInOrder(
      words,
      window.map((item) => item.word),
    );
    if (shared >= FUZZY_WORD_SHARE * words.length) {
      return pageText.slice((window[0] as PageWord).start, (window.at(-1) as PageWord).end);
    }
  }
  return undefined;
}

/** A word without its punctuation: a model drops quotation marks and commas more often than words. */
function bareWord(word: string): string {
  return word.replace(/[^\p{L}\p{N}]/gu, '');
}

/** Length of the longest common subsequence of two word lists. */
function sharedWordsInOrder(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const word of a) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      current[j] =
        word === b[j - 1] ? (previous[j - 1] as number) + 1 : Math.max(previous[j] as number, current[j - 1] as number);
    }
    previous = current;
  }
  return previous[b.length] as number;
}
