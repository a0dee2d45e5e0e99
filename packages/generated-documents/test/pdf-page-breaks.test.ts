import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import type { BlockKind, TextBlock } from '../src/html-blocks-parser';
import { pdfFonts } from '../src/pdf-fonts';
import { heightAtMost, PDF_TEXT_SIZES, textWidthOf } from '../src/pdf-page-breaks';

// The page-break check lays a block out only when a bound says it may not fit: the bound must never
// be below the height the block takes when laid out, or a signature block could be split.

function exportDocument(): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 72 });
  for (const [name, font] of Object.entries(pdfFonts())) doc.registerFont(name, font);
  return doc;
}

function block(kind: BlockKind, text: string, bold = false): TextBlock {
  return { kind, align: 'left', runs: [{ text, bold, italic: false }] };
}

function laidOutHeight(doc: PDFKit.PDFDocument, measured: TextBlock): number {
  doc.font(measured.runs.some((run) => run.bold) || measured.kind.startsWith('h') ? 'bold' : 'regular');
  doc.fontSize(PDF_TEXT_SIZES[measured.kind]);
  return doc.heightOfString(measured.runs.map((run) => run.text).join(''), { width: textWidthOf(doc, measured) });
}

const TEXTS = [
  'Payment is due within thirty days of the invoice date.',
  'WWWWWWW MMMMMMM WWWWWWW MMMMMMM '.repeat(20),
  'Signed for the Client\nName: ____________________\nTitle: ____________________\nDate: ____________________',
  '— … — … %%%% @@@@ '.repeat(30),
  'a '.repeat(400),
];

describe('the bound on a block’s height that spares laying it out', () => {
  it('is never below the laid-out height, in every type size and in bold', () => {
    const doc = exportDocument();
    for (const text of TEXTS) {
      for (const kind of ['h1', 'h2', 'h3', 'p', 'li'] as const) {
        for (const bold of [false, true]) {
          const measured = block(kind, text, bold);
          expect(heightAtMost(doc, measured)).toBeGreaterThanOrEqual(laidOutHeight(doc, measured));
        }
      }
    }
  });

  it('gives up on a word over half a line, which wrapping may split', () => {
    expect(heightAtMost(exportDocument(), block('p', 'x'.repeat(200)))).toBe(Number.POSITIVE_INFINITY);
  });
});
