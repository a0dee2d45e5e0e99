import type { TextBlock } from './html-blocks-parser';

/** Type sizes of the PDF export, in points. */
export const PDF_TEXT_SIZES: Record<TextBlock['kind'], number> = { h1: 22, h2: 16, h3: 13, p: 11, li: 11 };
/** Space before a heading, in lines of its size. */
export const SPACE_BEFORE_HEADING_LINES = 0.6;
const LIST_INDENT = 14;
/** A paragraph this short is never parted: a page would end or start with a lone line of it. */
const SHORT_PARAGRAPH_LINES = 3;
/** What a heading or a long paragraph keeps on its page at the least: two lines, so none stands alone. */
const LINES_KEPT = 2;

export const isHeading = (block: TextBlock) => block.kind.startsWith('h');

export function indentOf(block: TextBlock): number {
  return block.kind === 'li' ? LIST_INDENT : 0;
}

export function textWidthOf(doc: PDFKit.PDFDocument, block: TextBlock): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right - indentOf(block);
}

/**
 * Whether the page must end before `blocks[index]` so that what belongs together stays together:
 * a block of lines broken on purpose (a signature block, an address) and a short paragraph stay
 * whole, a long paragraph keeps two lines, and a heading stays with the start of what follows it.
 * Nothing that could not fit on an empty page moves.
 */
export function needsNewPageBefore(doc: PDFKit.PDFDocument, blocks: readonly TextBlock[], index: number): boolean {
  const block = blocks[index];
  if (!block) return false;
  const top = doc.page.margins.top;
  const bottom = doc.page.height - doc.page.margins.bottom;
  if (doc.y <= top) return false;
  if (doc.y + neededAtMost(doc, blocks, index) <= bottom) return false;
  let needed = spaceToKeep(doc, block);
  if (isHeading(block)) {
    needed += SPACE_BEFORE_HEADING_LINES * lineHeightOf(doc, block);
    const next = blocks[index + 1];
    if (next && !isHeading(next)) needed += spaceToKeep(doc, next);
  }
  if (needed > bottom - top) return false;
  return doc.y + needed > bottom;
}

/**
 * A bound on the space needed before `blocks[index]`, found without laying any text out: laying
 * out every block to measure it, then again to draw it, was most of an export's CPU. Only a block
 * near the page's end, where the bound does not fit, is measured. What a block keeps is at most its
 * whole height, so the bound on heights bounds it too.
 */
function neededAtMost(doc: PDFKit.PDFDocument, blocks: readonly TextBlock[], index: number): number {
  const block = blocks[index] as TextBlock;
  let needed = heightAtMost(doc, block);
  if (isHeading(block)) {
    needed += SPACE_BEFORE_HEADING_LINES * lineHeightOf(doc, block);
    const next = blocks[index + 1];
    if (next && !isHeading(next)) needed += heightAtMost(doc, next);
  }
  return needed;
}

/** The widest glyph of the export's fonts, in ems, with room to spare. */
const WIDEST_GLYPH_EMS = 1.2;

/**
 * A block's height if every character were the widest glyph and every line lost the longest word
 * to wrapping: never below its laid-out height. Infinite for a word over half a line, which
 * wrapping may split.
 */
export function heightAtMost(doc: PDFKit.PDFDocument, block: TextBlock): number {
  const glyphWidth = PDF_TEXT_SIZES[block.kind] * WIDEST_GLYPH_EMS;
  const width = textWidthOf(doc, block);
  const text = block.runs.map((run) => printedText(run.text)).join('');
  let lines = 0;
  for (const line of text.split('\n')) {
    let longestWord = 0;
    for (const word of line.split(' ')) longestWord = Math.max(longestWord, word.length);
    const lostToWrapping = longestWord * glyphWidth;
    if (lostToWrapping * 2 > width) return Number.POSITIVE_INFINITY;
    lines += Math.max(1, Math.ceil((line.length * glyphWidth) / (width - lostToWrapping)));
  }
  return lines * lineHeightOf(doc, block);
}

function spaceToKeep(doc: PDFKit.PDFDocument, block: TextBlock): number {
  const height = heightOf(doc, block);
  const lineHeight = lineHeightOf(doc, block);
  const keptWhole = isHeading(block) || hasLineBreaks(block) || height <= SHORT_PARAGRAPH_LINES * lineHeight + 0.5;
  return keptWhole ? height : LINES_KEPT * lineHeight;
}

function hasLineBreaks(block: TextBlock): boolean {
  return block.runs.some((run) => run.text.includes('\n'));
}

/** Measured in the bold face when any of it is bold: a little too tall at worst, never too short. */
function heightOf(doc: PDFKit.PDFDocument, block: TextBlock): number {
  const text = block.runs.map((run) => printedText(run.text)).join('');
  useMeasuringFont(doc, block);
  return doc.heightOfString(text, { width: textWidthOf(doc, block), align: block.align });
}

function lineHeightOf(doc: PDFKit.PDFDocument, block: TextBlock): number {
  useMeasuringFont(doc, block);
  return doc.currentLineHeight(true);
}

function useMeasuringFont(doc: PDFKit.PDFDocument, block: TextBlock): void {
  const bold = isHeading(block) || block.runs.some((run) => run.bold);
  doc.font(bold ? 'bold' : 'regular').fontSize(PDF_TEXT_SIZES[block.kind]);
}

/** A run's text as drawn: white space is one space, a line break (from <br>) stays one. */
export function printedText(text: string): string {
  return text.replace(/[^\S\n]+/g, ' ');
}
