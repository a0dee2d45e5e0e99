import PDFDocument from 'pdfkit';
import { parseHtmlBlocks, type TextBlock } from './html-blocks-parser';
import { pdfFonts } from './pdf-fonts';

export const PDF_LIMITS = { maxPages: 300, timeLimitMs: 10_000 } as const;

export class PdfLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfLimitError';
  }
}

const SIZES: Record<TextBlock['kind'], number> = { h1: 22, h2: 16, h3: 13, p: 11, li: 11 };
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
  for (const block of parseHtmlBlocks(html)) {
    if (Date.now() > deadline) throw new PdfLimitError('The PDF took too long to render');
    drawBlock(doc, block);
  }
  addPageNumbers(doc);
  doc.end();
  return finished;
}

function drawBlock(doc: PDFKit.PDFDocument, block: TextBlock): void {
  const heading = block.kind.startsWith('h');
  if (heading) doc.moveDown(0.6);
  const indent = block.kind === 'li' ? 14 : 0;
  if (block.kind === 'li') {
    doc
      .font('regular')
      .fontSize(SIZES.li)
      .text('•', doc.page.margins.left + 2, doc.y, { continued: false, lineBreak: false });
  }
  const x = doc.page.margins.left + indent;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right - indent;
  block.runs.forEach((run, index) => {
    const last = index === block.runs.length - 1;
    doc
      .font(fontOf(run.bold || heading, run.italic))
      .fontSize(SIZES[block.kind])
      .text(run.text.replace(/\s+(?!\n)/g, ' '), index === 0 ? x : undefined, index === 0 ? doc.y : undefined, {
        width,
        align: block.align,
        continued: !last,
      });
  });
  doc.moveDown(heading ? 0.3 : 0.5);
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
