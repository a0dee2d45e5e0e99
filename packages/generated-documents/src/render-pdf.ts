import PDFDocument from 'pdfkit';
import { parseHtmlBlocks, type TextBlock, type TextRun } from './html-blocks-parser';
import { pdfFonts } from './pdf-fonts';
import {
  indentOf,
  isHeading,
  needsNewPageBefore,
  PDF_TEXT_SIZES,
  printedText,
  SPACE_BEFORE_HEADING_LINES,
  textWidthOf,
} from './pdf-page-breaks';

export const PDF_LIMITS = { maxPages: 300, timeLimitMs: 10_000 } as const;

export class PdfLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfLimitError';
  }
}

const MARGIN = 56;

export interface PdfOptions {
  maxPages?: number;
  timeLimitMs?: number;
}

/**
 * A generated document's sanitised HTML as a PDF: title, headings, paragraphs, bold and italic,
 * bullet lists, alignment and "Page n of m" footers. Only text is drawn: no image, link or file
 * named in the content is ever read. Refuses past the page or time limit.
 */
export async function renderGeneratedPdf(title: string, html: string, options: PdfOptions = {}): Promise<Buffer> {
  const maxPages = options.maxPages ?? PDF_LIMITS.maxPages;
  const deadline = Date.now() + (options.timeLimitMs ?? PDF_LIMITS.timeLimitMs);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Creator: 'DocLens' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, font] of Object.entries(pdfFonts())) doc.registerFont(name, font);
  let pages = 1;
  doc.on('pageAdded', () => {
    pages += 1;
    if (pages > maxPages) throw new PdfLimitError(`The document is longer than ${maxPages} pages`);
  });
  const blocks = parseHtmlBlocks(html);
  blocks.forEach((block, index) => {
    if (Date.now() > deadline) throw new PdfLimitError('The PDF took too long to render');
    if (needsNewPageBefore(doc, blocks, index)) doc.addPage();
    drawBlock(doc, block);
  });
  addPageNumbers(doc);
  doc.end();
  return finished;
}

function drawBlock(doc: PDFKit.PDFDocument, block: TextBlock): void {
  const heading = isHeading(block);
  if (heading) doc.moveDown(SPACE_BEFORE_HEADING_LINES);
  if (block.kind === 'li') {
    doc
      .font('regular')
      .fontSize(PDF_TEXT_SIZES.li)
      .text('•', doc.page.margins.left + 2, doc.y, { continued: false, lineBreak: false });
  }
  const x = doc.page.margins.left + indentOf(block);
  const width = textWidthOf(doc, block);
  for (const line of linesOf(block.runs)) {
    line.forEach((run, index) => {
      const options = { width, align: block.align, continued: index < line.length - 1 };
      doc.font(fontOf(run.bold || heading, run.italic)).fontSize(PDF_TEXT_SIZES[block.kind]);
      // Only a line's first run is placed: pdfkit reads an undefined x as "no options" and would end the line.
      if (index === 0) doc.text(run.text, x, doc.y, options);
      else doc.text(run.text, options);
    });
  }
  doc.moveDown(heading ? 0.3 : 0.5);
}

/**
 * The block's runs cut at its line breaks (from <br>), each line drawn on its own: pdfkit misplaces
 * what follows a line break inside a run that continues another.
 */
function linesOf(runs: readonly TextRun[]): TextRun[][] {
  const lines: TextRun[][] = [[]];
  for (const run of runs) {
    printedText(run.text)
      .split('\n')
      .forEach((text, index) => {
        if (index > 0) lines.push([]);
        if (text !== '') lines[lines.length - 1]?.push({ ...run, text });
      });
  }
  return lines.map((line) => (line.length > 0 ? line : [{ text: ' ', bold: false, italic: false }]));
}

function fontOf(bold: boolean, italic: boolean): string {
  if (bold && italic) return 'boldItalic';
  if (bold) return 'bold';
  return italic ? 'italic' : 'regular';
}

function addPageNumbers(doc: PDFKit.PDFDocument): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(9)
      .text(`Page ${index + 1} of ${range.count}`, doc.page.margins.left, doc.page.height - bottom / 2 - 5, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
