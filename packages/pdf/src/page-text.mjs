import { normaliseWhitespace } from './text-cleanup';

/** One `getTextContent()` item as the worker sends it: its string and where pdf.js placed it. */
export interface PositionedText {
  str: string;
  /** Start of the item's baseline, in page units. */
  x: number;
  y: number;
  width: number;
  /** Font height; zero for pdf.js' own whitespace items. */
  height: number;
  /** pdf.js detected the end of a line after this item. */
  hasEOL: boolean;
}

// A baseline this far from the previous one (as a share of the taller font) starts a new line;
// superscripts and subscripts move less and stay on their line.
const NEW_LINE_SHIFT = 0.6;
// A horizontal gap wider than this share of the font height separates words.
const WORD_GAP = 0.15;
// Moving back along the same line (columns, table cells written out of order) also separates words.
const BACKWARD_JUMP = 0.5;

interface LineCursor {
  y: number;
  end: number;
  height: number;
}

/** Joins a page's text items in content order into lines, as a reader would see them. */
export function pageTextFromItems(items: readonly PositionedText[]): string {
  let text = '';
  let previous: LineCursor | undefined;
  for (const item of items) {
    const height = item.height > 0 ? item.height : (previous?.height ?? 0);
    if (previous && !text.endsWith('\n')) text += separatorBefore(item, height, previous, text);
    text += item.str;
    if (item.hasEOL) text += '\n';
    previous = { y: item.y, end: item.x + item.width, height };
  }
  return normaliseWhitespace(text);
}

function separatorBefore(item: PositionedText, height: number, previous: LineCursor, textSoFar: string): string {
  const lineHeight = Math.max(height, previous.height);
  if (Math.abs(item.y - previous.y) > lineHeight * NEW_LINE_SHIFT) return '\n';
  const gap = item.x - previous.end;
  const separated = gap > lineHeight * WORD_GAP || gap < -lineHeight * BACKWARD_JUMP;
  const alreadySpaced = /\s$/.test(textSoFar) || /^\s/.test(item.str);
  return separated && !alreadySpaced ? ' ' : '';
}
