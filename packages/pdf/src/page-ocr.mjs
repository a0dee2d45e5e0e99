// Reads a page without a text layer by rendering it and running Tesseract on the picture, from the
// extraction child (pdf-worker.mjs), so the child's deadline covers OCR too. Plain JavaScript for
// the same reason as pdf-worker.mjs. Two engines read the picture (docs/decisions.md, "OCR engine"):
// the native `tesseract` program when it is installed, one process per page on its standard input;
// else tesseract.js, Tesseract compiled to WebAssembly, in a worker thread of this process with its
// English model read from the @tesseract.js-data/eng package on disk, so nothing is downloaded.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadCanvas } from './canvas-on-demand.mjs';
import { readWithNativeTesseract } from './native-tesseract.mjs';

const require = createRequire(import.meta.url);

/** Rendering resolution: what scanners use for text; 300 read no better here and took 40% more memory. */
const OCR_DPI = 200;
const PDF_UNITS_PER_INCH = 72;
/** A huge page (a poster, a drawing) is rendered smaller rather than into a picture of gigabytes. */
const MAX_PIXELS = 16_000_000;
/**
 * tesseract.js' WebAssembly memory only grows while it reads pages; a fresh engine after this many
 * pages keeps a long scan from holding the largest page's memory to the end.
 */
const PAGES_PER_ENGINE = 20;
/** The LSTM-only integer model: the one tesseract.js itself uses for LSTM, smaller and faster to load. */
const MODEL_FOLDER = '4.0.0_best_int';

/**
 * Reads pages with the engine the parent chose (an OcrEngine of worker-protocol.ts); keeps at most
 * one tesseract.js engine for the document being read, which `close` ends.
 */
export class PageOcr {
  #choice;
  #engine;
  #pagesRead = 0;

  constructor(choice) {
    this.#choice = choice;
  }

  /** The page's words, positioned as fractions of the page from its top-left corner, by paragraph and line. */
  async read(page, canvasFactory) {
    const picture = await grayPicture(page, canvasFactory);
    if (this.#choice.kind === 'native') {
      const paragraphs = await readWithNativeTesseract(this.#choice.command, picture.pgm, OCR_DPI);
      return {
        paragraphs: paragraphs.map((lines) => lines.map((line) => line.map((word) => fractionWord(word, picture)))),
      };
    }
    const engine = await this.#engineForNextPage();
    const { data } = await engine.recognize(picture.pgm, {}, { text: false, blocks: true });
    return {
      paragraphs: (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.map((paragraph) =>
          paragraph.lines.map((line) =>
            line.words
              .filter((word) => word.text.trim() !== '')
              .map((word) => ({ text: word.text, box: fractionBox(word.bbox, picture) })),
          ),
        ),
      ),
    };
  }

  async close() {
    const engine = this.#engine;
    this.#engine = undefined;
    this.#pagesRead = 0;
    if (engine) await (await engine).terminate();
  }

  async #engineForNextPage() {
    if (this.#pagesRead >= PAGES_PER_ENGINE) await this.close();
    this.#pagesRead++;
    this.#engine ??= startEngine();
    return this.#engine;
  }
}

async function startEngine() {
  const { createWorker, OEM } = (await import('tesseract.js')).default;
  const languagePackage = dirname(require.resolve('@tesseract.js-data/eng'));
  return createWorker('eng', OEM.LSTM_ONLY, {
    langPath: join(languagePackage, MODEL_FOLDER),
    gzip: true,
    // The default caches the model in the working directory; it is read from the package each time.
    cacheMethod: 'none',
  });
}

/** The page as an 8-bit grayscale PGM, a format Tesseract reads directly (no PNG encoding). */
async function grayPicture(page, canvasFactory) {
  loadCanvas();
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(OCR_DPI / PDF_UNITS_PER_INCH, Math.sqrt(MAX_PIXELS / (base.width * base.height)));
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  const target = canvasFactory.create(width, height);
  try {
    // Transparent areas would read as black.
    target.context.fillStyle = '#ffffff';
    target.context.fillRect(0, 0, width, height);
    await page.render({ canvas: target.canvas, canvasContext: target.context, viewport }).promise;
    const rgba = target.context.getImageData(0, 0, width, height).data;
    const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
    const pgm = Buffer.allocUnsafe(header.length + width * height);
    header.copy(pgm);
    for (let source = 0, pixel = header.length; pixel < pgm.length; source += 4, pixel++) {
      pgm[pixel] = (rgba[source] * 299 + rgba[source + 1] * 587 + rgba[source + 2] * 114) / 1000;
    }
    return { pgm, width, height };
  } finally {
    canvasFactory.destroy(target);
  }
}

function fractionWord({ text, bbox }, picture) {
  return { text, box: fractionBox(bbox, picture) };
}

function fractionBox({ x0, y0, x1, y1 }, { width, height }) {
  const round = (value) => Math.round(value * 10_000) / 10_000;
  return [round(x0 / width), round(y0 / height), round(x1 / width), round(y1 / height)];
}
