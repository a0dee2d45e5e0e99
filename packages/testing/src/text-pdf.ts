import { serialisePdf } from './pdf-serialiser';

/**
 * Writes a small, valid PDF by hand: one Helvetica text line per entry, top to bottom, one page
 * per array. Byte offsets in the cross-reference table are computed, so pdf.js needs no repair.
 */
export function buildTextPdf(pages: readonly (readonly string[])[]): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  // Objects 1-3 are the catalog, the page tree and the font; then a page and its content per page.
  const pageIdOf = (index: number) => 4 + index * 2;
  const pageIds = pages.map((_, index) => pageIdOf(index));

  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  for (const [index, lines] of pages.entries()) {
    const contentId = pageIdOf(index) + 1;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    const content = `BT /F1 12 Tf 16 TL 72 720 Td ${lines.map((line) => `(${escapePdfString(line)}) Tj T*`).join(' ')} ET`;
    add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  return serialisePdf(objects);
}

function escapePdfString(text: string): string {
  return text.replace(/[\\()]/g, (character) => `\\${character}`);
}
