import { describe, expect, it } from 'vitest';
import { extractPdfText, type PdfExtractionLimits } from '../src/index';

// pdf.js is patched to pass over the page tree's already counted kids when it looks a page up
// (patches/pdfjs-dist+5.5.207.patch): pages must still come back in the document's order, whether
// the tree is flat or nested.

const LIMITS: PdfExtractionLimits = { maxPages: 100, planName: 'free', timeoutMs: 20_000, maxMemoryMb: 256 };

/** A page tree node: a page with its one line of text, or a `/Pages` node over its kids. */
type PageTreeNode = { text: string } | { kids: PageTreeNode[] };

/**
 * A PDF whose page tree has exactly the given shape (the root's kids), one line of Helvetica text
 * per page; cross-reference offsets are computed, so pdf.js needs no repair.
 */
function pdfWithPageTree(rootKids: PageTreeNode[]): Uint8Array {
  const bodies: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const add = (body: string) => bodies.push(body);
  const pagesUnder = (node: PageTreeNode): number =>
    'text' in node ? 1 : node.kids.reduce((n, kid) => n + pagesUnder(kid), 0);
  const write = (node: PageTreeNode, parentId: number): number => {
    if ('text' in node) {
      const content = `BT /F1 12 Tf 72 700 Td (${node.text}) Tj ET`;
      add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
      const contentId = bodies.length;
      add(
        `<< /Type /Page /Parent ${parentId} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`,
      );
      return bodies.length;
    }
    add('');
    const id = bodies.length;
    const kidIds = node.kids.map((kid) => write(kid, id));
    bodies[id - 1] =
      `<< /Type /Pages /Parent ${parentId} 0 R /Kids [${kidIds.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${pagesUnder(node)} >>`;
    return id;
  };
  const rootKidIds = rootKids.map((kid) => write(kid, 2));
  const pageCount = rootKids.reduce((n, kid) => n + pagesUnder(kid), 0);
  bodies[1] = `<< /Type /Pages /Kids [${rootKidIds.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${pageCount} >>`;

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

const page = (number: number): PageTreeNode => ({ text: `This is page number ${number} of the report.` });
const expectedTexts = (count: number) =>
  Array.from({ length: count }, (_, index) => `This is page number ${index + 1} of the report.`);

async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const outcome = await extractPdfText(bytes, LIMITS);
  if (!outcome.ok) throw new Error(`not read: ${outcome.reason}`);
  return outcome.pages.map((readPage) => readPage.text);
}

describe('pages come back in the order of the page tree', () => {
  it('reads every page of a flat tree in order', async () => {
    const pages = Array.from({ length: 40 }, (_, index) => page(index + 1));
    expect(await pageTexts(pdfWithPageTree(pages))).toEqual(expectedTexts(40));
  });

  it('reads a nested tree depth first, with pages and subtrees mixed at each level', async () => {
    const tree: PageTreeNode[] = [
      page(1),
      { kids: [page(2), page(3), { kids: [page(4), page(5)] }] },
      page(6),
      { kids: [{ kids: [page(7)] }, page(8)] },
      { kids: [page(9), page(10), page(11)] },
    ];
    expect(await pageTexts(pdfWithPageTree(tree))).toEqual(expectedTexts(11));
  });
});
