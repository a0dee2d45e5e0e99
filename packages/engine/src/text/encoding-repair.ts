import { MAX_QUOTE_LENGTH } from '@doclens/api';
import type { DocumentPage } from '../analysis-engine';
import { type DocumentText, prepareDocumentText } from './document-text';

/**
 * Punctuation garbled by a wrong encoding ("mojibake"): text saved as UTF-8 and read back as
 * Windows-1252 turns each curly mark or dash, three bytes E2 80 xx, into "â€" and the character
 * Windows-1252 gives the last byte. Read as Latin-1 instead, "€" and that character are invisible
 * control characters (U+0080, U+0080–U+009F). The closing double mark ends in byte 9D, which
 * Windows-1252 does not define: it is kept as U+009D or dropped, leaving "â€" before a space or
 * punctuation. A garbled apostrophe whose two control characters were dropped leaves a lone "â"
 * between a word and a contraction's ending ("donât"), which no English word spells. The writer
 * typed none of these: they hide contractions and make spelling errors of the words around them.
 */
const LAST_BYTE: Readonly<Record<string, string>> = {
  '™': '’',
  '\u0099': '’',
  '˜': '‘',
  '\u0098': '‘',
  œ: '“',
  '\u009C': '“',
  '\u009D': '”',
  '“': '–',
  '\u0093': '–',
  '”': '—',
  '\u0094': '—',
  '¦': '…',
  '¢': '•',
};
/** "â€" and the last byte as read; or "â€" alone where a closing double mark lost its last byte. */
const GARBLED_PUNCTUATION = /â[€\u0080](?:[™\u0099˜\u0098œ\u009C\u009D“\u0093”\u0094¦¢]|(?=[\s.,;:!?)\]]|$))/gu;
/** A lone "â" for an apostrophe: "n't" after an n, "'m" after I, the other endings after a letter. */
const LONE_APOSTROPHE = /(?<=n)â(?=t(?!\p{L}))|(?<=\bI)â(?=m(?!\p{L}))|(?<=\p{L})â(?=(?:s|ll|re|ve|d)(?!\p{L}))/gu;
const GARBLED = new RegExp(`${GARBLED_PUNCTUATION.source}|${LONE_APOSTROPHE.source}`, 'gu');

/** Repaired text, and for each of its characters (and its end) where it starts in the text as written. */
interface RepairedText {
  text: string;
  origin: number[];
}

function repairedWithOrigins(written: string): RepairedText {
  let text = '';
  const origin: number[] = [];
  let from = 0;
  for (const match of written.matchAll(GARBLED)) {
    for (let at = from; at < match.index; at++) origin.push(at);
    text += written.slice(from, match.index);
    origin.push(match.index);
    text += repairOf(match[0]);
    from = match.index + match[0].length;
  }
  for (let at = from; at <= written.length; at++) origin.push(at);
  return { text: text + written.slice(from), origin };
}

/** The mark the writer typed: the last byte's, or an apostrophe for a lone "â", or a closing mark for "â€". */
function repairOf(garbled: string): string {
  return LAST_BYTE[garbled.slice(2)] ?? (garbled === 'â' ? '’' : '”');
}

/** The text with the garbled punctuation put back as the writer typed it. */
export function repairEncoding(written: string): string {
  return written.replace(GARBLED, repairOf);
}

/** The document with its garbled punctuation repaired, for reading; the same document when none is garbled. */
export function repairedDocumentText(text: DocumentText): DocumentText {
  const pages = text.pages.map((page) => ({ ...page, text: repairEncoding(page.text) }));
  const changed = pages.some((page, index) => page.text !== text.pages[index]?.text);
  return changed ? prepareDocumentText(pages) : text;
}

/**
 * A quote of the repaired text as the page has it, so the viewer can find it on the page: the
 * stretch of the written text that repairs to the quote, cut at a word's end to the longest quote
 * allowed.
 */
export function quoteAsWritten(quote: string, written: string, repaired = repairedWithOrigins(written)): string {
  if (written.includes(quote)) return quote;
  const at = repaired.text.indexOf(quote);
  if (at < 0) return quote;
  const original = written.slice(repaired.origin[at], repaired.origin[at + quote.length]);
  if (original.length <= MAX_QUOTE_LENGTH) return original;
  const lastSpace = original.lastIndexOf(' ', MAX_QUOTE_LENGTH);
  return original.slice(0, lastSpace > 0 ? lastSpace : MAX_QUOTE_LENGTH).trim();
}

/**
 * The result with every evidence quote given back as its page has it (results must quote the
 * page verbatim); the feedback's own words keep the repaired punctuation.
 */
export function withQuotesAsWritten<T>(result: T, pages: readonly DocumentPage[]): T {
  const repaired = new Map<number, { written: string; repaired: RepairedText }>();
  const pageOf = (number: number) => {
    const written = pages.find((page) => page.pageNumber === number)?.text;
    if (written === undefined) return undefined;
    if (!repaired.has(number)) repaired.set(number, { written, repaired: repairedWithOrigins(written) });
    return repaired.get(number);
  };
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    if (typeof record.page === 'number' && typeof record.quote === 'string') {
      const page = pageOf(record.page);
      return page ? { ...record, quote: quoteAsWritten(record.quote, page.written, page.repaired) } : record;
    }
    return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, walk(child)]));
  };
  return walk(result) as T;
}
