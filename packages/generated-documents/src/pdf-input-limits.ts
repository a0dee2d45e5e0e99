/**
 * What a PDF export accepts. Each limit stops an input that costs the layout far more than its
 * size (docs/decisions.md, "PDF rendering off the gateway's event loop"):
 * - a word is laid out by breaking it character by character, which grows with the square of its
 *   length (12,000 characters took seconds); real words, URLs and hashes stay far below 1,000;
 * - the sanitiser's cost grows with the square of the nesting depth (25,000 nested list items took
 *   seconds); the editor nests three elements per list level, so 100 allows about 30 list levels.
 *   The sanitiser also runs on every save and read of a generated document, so saving holds to
 *   this limit too (savedHtmlRefusal);
 * - the total size is what a generated document may hold once saved.
 */
export const PDF_INPUT_LIMITS = { totalChars: 500_000, longestWordChars: 1_000, nestingDepth: 100 } as const;

export interface PdfInputRefusal {
  statusCode: 400 | 413;
  message: string;
}

/** Elements that never hold content, so they open no level. */
const VOID_TAGS = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'wbr', 'area', 'base', 'col', 'source']);
/** Marks that sit inside a line: text on either side of them is one word on the page. */
const INLINE_TAGS = new Set(['strong', 'em', 'b', 'i', 'u', 's', 'span', 'a', 'code', 'sub', 'sup', 'mark']);
/** Enough of a tag's text to read its name. */
const TAG_NAME_WINDOW = 40;

const formatted = (count: number) => count.toLocaleString('en-US');

/**
 * Why the HTML cannot be exported, or undefined when it can. One pass over the raw text, before
 * any parser sees it, so the gateway can refuse at once whatever the input.
 */
export function pdfInputRefusal(html: string, limits = PDF_INPUT_LIMITS): PdfInputRefusal | undefined {
  if (html.length > limits.totalChars) {
    return {
      statusCode: 413,
      message: `The document is too large to export as a PDF: it has ${formatted(html.length)} characters and the limit is ${formatted(limits.totalChars)} characters.`,
    };
  }
  const { deepestNesting, longestWord } = measure(html);
  if (deepestNesting > limits.nestingDepth) {
    return {
      statusCode: 400,
      message: `The document cannot be exported as a PDF: its lists or formatting are nested ${formatted(deepestNesting)} levels deep and the limit is ${formatted(limits.nestingDepth)}.`,
    };
  }
  if (longestWord > limits.longestWordChars) {
    return {
      statusCode: 400,
      message: `The document cannot be exported as a PDF: it has a word of ${formatted(longestWord)} characters without a space and the limit is ${formatted(limits.longestWordChars)}. Add spaces or shorten it.`,
    };
  }
  return undefined;
}

/**
 * Why the HTML cannot be saved as a generated document's content, or undefined when it can: the
 * nesting limit, checked in one pass before the sanitiser sees the HTML.
 */
export function savedHtmlRefusal(html: string, limits = PDF_INPUT_LIMITS): string | undefined {
  const { deepestNesting } = measure(html);
  if (deepestNesting <= limits.nestingDepth) return undefined;
  return `The document cannot be saved: its lists or formatting are nested ${formatted(deepestNesting)} levels deep and the limit is ${formatted(limits.nestingDepth)}.`;
}

interface HtmlMeasures {
  /** Open elements at the deepest point; an element left unclosed counts as open to the end. */
  deepestNesting: number;
  /**
   * The longest run of text without white space once tags are taken out. An inline mark inside a
   * word (`<strong>a</strong>b`) does not break it on the page, a block or line break does.
   * Entities count as their source text, which can only overstate a word.
   */
  longestWord: number;
}

/** Character by character, never backtracking: linear in the input whatever it holds. */
function measure(html: string): HtmlMeasures {
  // A '<' with no '>' after it opens no tag: the rest is text.
  const lastTagEnd = html.lastIndexOf('>');
  let depth = 0;
  let deepestNesting = 0;
  let longestWord = 0;
  let word = 0;
  let tagStart = -1;
  for (let index = 0; index < html.length; index += 1) {
    const code = html.charCodeAt(index);
    if (tagStart >= 0) {
      if (code !== 0x3e /* > */) continue;
      const tag = readTag(html, tagStart, index);
      tagStart = -1;
      if (!INLINE_TAGS.has(tag.name)) word = 0;
      if (tag.name === '' || tag.selfClosing || VOID_TAGS.has(tag.name)) continue;
      depth = tag.closing ? Math.max(0, depth - 1) : depth + 1;
      deepestNesting = Math.max(deepestNesting, depth);
      continue;
    }
    if (code === 0x3c /* < */ && index < lastTagEnd) {
      tagStart = index;
      continue;
    }
    if (isWhiteSpace(code)) {
      word = 0;
      continue;
    }
    word += 1;
    if (word > longestWord) longestWord = word;
  }
  return { deepestNesting, longestWord };
}

/** The tag between `start` ('<') and `end` ('>'); a comment or doctype has no name. */
function readTag(html: string, start: number, end: number): { name: string; closing: boolean; selfClosing: boolean } {
  const head = html.slice(start + 1, Math.min(end, start + 1 + TAG_NAME_WINDOW));
  const match = /^\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9-]*)/.exec(head);
  return {
    name: match?.[2]?.toLowerCase() ?? '',
    closing: match?.[1] === '/',
    selfClosing: html.charCodeAt(end - 1) === 0x2f /* / */,
  };
}

function isWhiteSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d);
}
