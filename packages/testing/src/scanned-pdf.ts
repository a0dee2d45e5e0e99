import { serialisePdf } from './pdf-serialiser';

/**
 * Makes a scanned copy of a PDF, as a scanner would: each chosen page is rendered to a JPEG picture
 * and the pictures are wrapped in a new PDF with no text layer at all. Rendering uses pdf.js with
 * its Node canvas (@napi-rs/canvas); the PDF is written by `serialisePdf`.
 */
export async function scannedCopyOf(
  source: Uint8Array,
  options: { pages?: readonly number[]; dpi?: number; jpegQuality?: number } = {},
): Promise<Uint8Array> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes ownership of the bytes it is given.
  const document = await getDocument({ data: source.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const scale = (options.dpi ?? 200) / 72;
    const pageNumbers = options.pages ?? Array.from({ length: document.numPages }, (_, index) => index + 1);
    const canvases = document.canvasFactory as NodeCanvasFactory;
    const pictures: ScannedPage[] = [];
    for (const pageNumber of pageNumbers) {
      const page = await document.getPage(pageNumber);
      const size = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale });
      const target = canvases.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      target.context.fillStyle = '#ffffff';
      target.context.fillRect(0, 0, target.canvas.width, target.canvas.height);
      await page.render({ canvas: target.canvas, canvasContext: target.context, viewport }).promise;
      const jpeg = await target.canvas.encode('jpeg', options.jpegQuality ?? 85);
      pictures.push({
        width: size.width,
        height: size.height,
        pixelsWide: target.canvas.width,
        pixelsHigh: target.canvas.height,
        jpeg,
      });
      canvases.destroy(target);
      page.cleanup();
    }
    return imagePdf(pictures);
  } finally {
    await document.destroy();
  }
}

/** pdf.js' Node canvas factory (@napi-rs/canvas underneath), typed as far as it is used here. */
interface NodeCanvasFactory {
  create(width: number, height: number): CanvasAndContext;
  destroy(target: CanvasAndContext): void;
}
interface CanvasAndContext {
  canvas: { width: number; height: number; encode(format: 'jpeg', quality: number): Promise<Buffer> };
  context: {
    fillStyle: string;
    fillRect(x: number, y: number, width: number, height: number): void;
  };
}

interface ScannedPage {
  /** Page size in PDF units. */
  width: number;
  height: number;
  pixelsWide: number;
  pixelsHigh: number;
  jpeg: Buffer;
}

/** A PDF whose pages are only pictures (JPEG, DCTDecode), each filling its page. */
export function imagePdf(pages: readonly ScannedPage[]): Uint8Array {
  const objects: string[] = [];
  const pageIdOf = (index: number) => 3 + index * 3;
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${pageIdOf(index)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  );
  for (const [index, page] of pages.entries()) {
    const pageId = pageIdOf(index);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /XObject << /Im0 ${pageId + 2} 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
    );
    const content = `q ${page.width} 0 0 ${page.height} 0 0 cm /Im0 Do Q`;
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    objects.push(
      `<< /Type /XObject /Subtype /Image /Width ${page.pixelsWide} /Height ${page.pixelsHigh} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${page.jpeg.length} >>\nstream\n${page.jpeg.toString('latin1')}\nendstream`,
    );
  }
  return serialisePdf(objects);
}
