import { describe, expect, it } from 'vitest';
import { extractPdfText, type PdfExtractionLimits } from '../src/index';

// pdf.js is patched where it reads a page's text (patches/pdfjs-dist+5.5.207.patch): it rewrites
// one buffer with the end of each glyph instead of making a new array, and takes a string's plain
// bytes from the stream at once. A gap that a PDF makes by moving the pen, not by a space
// character, becomes a space item placed where the glyph before it ended: that place must stay
// where it was, not follow the glyphs read after it. And a string's escapes and nested brackets
// must read as before, wherever they fall in it.

const LIMITS: PdfExtractionLimits = { maxPages: 10, planName: 'free', timeoutMs: 20_000, maxMemoryMb: 256 };

/** A one-page PDF whose content stream is the given text operators, in Helvetica 12 pt. */
function pdfWithContent(textOperators: string): Uint8Array {
  const content = `BT /F1 12 Tf ${textOperators} ET`;
  const bodies = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = bodies.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

async function pageText(bytes: Uint8Array): Promise<string> {
  const outcome = await extractPdfText(bytes, LIMITS);
  if (!outcome.ok) throw new Error(`not read: ${outcome.reason}`);
  return outcome.pages.map((page) => page.text).join('\f');
}

describe('words set apart by moving the pen', () => {
  it('keeps a table row whose cells are spaced by kerning on one line', async () => {
    const rows = [
      '72 700 Td [(Invoice) -6000 (Amount) -6000 (Due date)] TJ',
      '0 -20 Td [(Number 17) -4600 (250 pounds) -3900 (next Friday)] TJ',
      '0 -20 Td [(Number 18) -4600 (75 pounds) -4500 (end of June)] TJ',
    ];
    expect(await pageText(pdfWithContent(rows.join(' ')))).toBe(
      'Invoice Amount Due date\nNumber 17 250 pounds next Friday\nNumber 18 75 pounds end of June',
    );
  });
});

describe('text strings with brackets and escapes', () => {
  it('reads escaped and nested brackets and octal codes and backslashes as the characters they stand for', async () => {
    const line = String.raw`72 700 Td (Totals \(net\) for (our) shop at caf\351 \0501\051 and a\\b done) Tj`;
    expect(await pageText(pdfWithContent(line))).toBe('Totals (net) for (our) shop at café (1) and a\\b done');
  });
});
