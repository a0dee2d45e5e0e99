import { serialisePdf } from '@doclens/testing/pdf-serialiser';
import { afterAll, describe, expect, it } from 'vitest';
import { extractPdfText, type PdfExtractionLimits, stopPdfWorkers } from '../src/index';

const LIMITS: PdfExtractionLimits = {
  maxPages: 10,
  planName: 'pro',
  timeoutMs: 20_000,
  maxMemoryMb: 512,
  maxOcrPages: 10,
};

/**
 * One US Letter page with a line of text and a grey picture of `width` × `height` units at the top
 * left, as a signature page with a logo, or an exhibit with a map, is made.
 */
function pageWithPicture(line: string, width: number, height: number): Uint8Array {
  const pixels = 32;
  const picture = Buffer.alloc(pixels * pixels, 0x80).toString('latin1');
  const content = `q ${width} 0 0 ${height} 36 ${792 - 36 - height} cm /Im1 Do Q BT /F1 12 Tf 72 300 Td (${line}) Tj ET`;
  return serialisePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> /XObject << /Im1 6 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Type /XObject /Subtype /Image /Width ${pixels} /Height ${pixels} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${picture.length} >>\nstream\n${picture}\nendstream`,
  ]);
}

async function read(pdf: Uint8Array) {
  let ocrStarted = false;
  const outcome = await extractPdfText(pdf, LIMITS, { onOcrStarted: () => (ocrStarted = true) });
  return { outcome, ocrStarted };
}

describe('OCR only where it adds text', () => {
  afterAll(() => stopPdfWorkers());

  it('reads a signature page with a logo from its text layer, without OCR', async () => {
    const { outcome, ocrStarted } = await read(pageWithPicture('Signed for and on behalf of Acme Ltd', 120, 40));
    expect(ocrStarted).toBe(false);
    expect(outcome.ok && outcome.pages).toEqual([
      { pageNumber: 1, text: 'Signed for and on behalf of Acme Ltd', source: 'text' },
    ]);
  });

  it('reads an exhibit whose map covers less than half of the page from its text layer, without OCR', async () => {
    const { outcome, ocrStarted } = await read(pageWithPicture('Exhibit A Site map', 540, 340));
    expect(ocrStarted).toBe(false);
    expect(outcome.ok && outcome.pages.map((page) => page.source)).toEqual(['text']);
  });
});
