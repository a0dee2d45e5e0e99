// Plain JavaScript: the extraction child (pdf-worker.mjs) joins each page's text items itself and
// sends one string per page, far less to copy across than the items. Types in page-text.d.mts.
import { normaliseWhitespace } from './text-cleanup.mjs';

// A baseline this far from the previous one (as a share of the taller font) starts a new line;
// superscripts and subscripts move less and stay on their line.
const NEW_LINE_SHIFT = 0.6;
// A horizontal gap wider than this share of the font height separates words.
const WORD_GAP = 0.15;
// Moving back along the same line (columns, table cells written out of order) also separates words.
const BACKWARD_JUMP = 0.5;
const WHITESPACE = /\s/;

/**
 * Joins a page's text items (pdf.js' getTextContent items) in content order into lines, as a reader
 * would see them. Marked-content markers, which carry no `str`, are passed over.
 */
export function pageTextFromItems(items) {
  const parts = [];
  let endsWithSpace = false;
  let endsWithNewLine = false;
  let previous;
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    const x = item.transform[4];
    const y = item.transform[5];
    const height = item.height > 0 ? item.height : (previous?.height ?? 0);
    if (previous && !endsWithNewLine) {
      const separator = separatorBefore(item.str, x, y, height, previous, endsWithSpace);
      if (separator !== '') {
        parts.push(separator);
        endsWithSpace = true;
        endsWithNewLine = separator === '\n';
      }
    }
    if (item.str !== '') {
      parts.push(item.str);
      endsWithSpace = WHITESPACE.test(item.str[item.str.length - 1]);
      endsWithNewLine = item.str.endsWith('\n');
    }
    if (item.hasEOL) {
      parts.push('\n');
      endsWithSpace = true;
      endsWithNewLine = true;
    }
    previous = { y, end: x + item.width, height };
  }
  return normaliseWhitespace(parts.join(''));
}

function separatorBefore(str, x, y, height, previous, alreadySpaced) {
  const lineHeight = Math.max(height, previous.height);
  if (Math.abs(y - previous.y) > lineHeight * NEW_LINE_SHIFT) return '\n';
  const gap = x - previous.end;
  const separated = gap > lineHeight * WORD_GAP || gap < -lineHeight * BACKWARD_JUMP;
  return separated && !alreadySpaced && !WHITESPACE.test(str[0] ?? '') ? ' ' : '';
}
