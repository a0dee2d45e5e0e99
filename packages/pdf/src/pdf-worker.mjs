// An extraction child process (pdf-process.ts): it loads pdf.js once, then parses one PDF per
// request, one at a time, for as long as the pool keeps it (pdf-worker-pool.ts). It is plain
// JavaScript on purpose: it runs on bare Node, without the parent's loaders (tsx, vitest), so it
// is the same file everywhere. So this file drives pdf.js, joins each page's text (page-text.mjs,
// far less to send than pdf.js' items) and decides which pages need OCR (ocr-need.mjs); judging
// readability, metadata and outcomes is typed code on the parent's side (extract-pdf-text.ts). The
// message shapes are declared in worker-protocol.ts.
import { readFile } from 'node:fs/promises';
import { importPdfjsWithoutCanvas } from './canvas-on-demand.mjs';
import { decodedSizeProblem } from './decoded-size.mjs';
import { pageNeedsOcr } from './ocr-need.mjs';
import { PageOcr } from './page-ocr.mjs';
import { pageTextFromItems } from './page-text.mjs';

// The parent ended (even killed) and its channel closed: nobody is left to serve.
process.on('disconnect', () => process.exit(0));
// The parent decides when this process ends: it runs in a process group of its own, out of reach
// of a terminal's Ctrl-C, and stop signals meant for the service are ignored here too, since the
// service drains the document in hand after one. The parent kills the process (SIGKILL) when it
// stops, or this one exits when the parent is gone.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});

/** The PdfWorkerData the parent passes as the one argument. */
const { assets, ocrEngine } = JSON.parse(process.argv[2]);
const ERRORS_ONLY = 0;
/** Pages are sent in batches of about this much text: fewer messages, each still small. */
const BATCH_CHARACTERS = 256 * 1024;

// Listening at once: a message that arrives before there is a listener is dropped, and the pool
// may send the first document while pdf.js still loads. The pool sends the next request only
// after this one's final message, so requests never overlap.
const pdfjsLoaded = loadPdfjs();
process.on('message', (request) => void serve(request));

const send = (message) => process.send(message);

async function loadPdfjs() {
  // pdf.js and its image decoders report the file's problems on the console; they say nothing the
  // outcome does not. Done before pdf.js loads, as its decoders keep their own references to these
  // methods.
  for (const method of ['log', 'info', 'warn', 'error', 'debug']) console[method] = () => {};
  const nativePush = Array.prototype.push;
  // The native canvas only comes with the first page rendered for OCR (canvas-on-demand.mjs).
  const { getDocument, OPS } = await importPdfjsWithoutCanvas();
  // pdf.js parses in this process (its "fake worker"); loading that half now, as pdf.js' documented
  // global, lets both halves' polyfills be settled before the first document.
  globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  // The legacy build's polyfills replace Array.prototype.push on Node's V8 (older than 12.2, which
  // throws another error type for a push onto a frozen length) with a JavaScript version that takes
  // about a third of the text extraction time. For the ordinary arrays pdf.js pushes to, the native
  // method behaves the same, so it is put back; only this process, which runs nothing but pdf.js,
  // is affected.
  Object.defineProperty(Array.prototype, 'push', { value: nativePush, writable: true, configurable: true });
  return { getDocument, OPS };
}

async function serve(request) {
  // A failure to load pdf.js rejects here, uncaught: the process exits before 'started', which the
  // parent reports as a broken installation rather than as the document's fault.
  const pdfjs = await pdfjsLoaded;
  send({ type: 'started' });
  try {
    // pdf.js copies a Buffer into a Uint8Array, but takes a plain view as it is.
    const file = await readFile(request.path);
    const data = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
    const tooLarge = await decodedSizeProblem(data, request.decodedLimits);
    if (tooLarge) return send({ type: 'decoded_too_large', exceeded: tooLarge });
    send(await extract(pdfjs, data, request));
  } catch (error) {
    send({
      type: 'failed',
      errorName: typeof error?.name === 'string' ? error.name : 'Error',
      message: String(error?.message ?? error),
    });
  }
}

/** Sends the pages' text in batches as it goes; resolves to the final message, sent once pdf.js let go of the file. */
async function extract(pdfjs, data, { maxPages, ocr }) {
  const loadingTask = pdfjs.getDocument({
    data,
    ...assets,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    stopAtErrors: false,
    verbosity: ERRORS_ONLY,
  });
  const pageOcr = new PageOcr(ocrEngine);
  const batch = new PageBatch();
  try {
    const document = await loadingTask.promise;
    if (document.numPages > maxPages) return { type: 'too_many_pages', pageCount: document.numPages };
    send({ type: 'opened', pageCount: document.numPages });
    let ocrPages = 0;
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const page = await document.getPage(pageNumber);
      const text = pageTextFromItems((await page.getTextContent(TEXT_CONTENT_OPTIONS)).items);
      // Without OCR the page is not examined further: the operator list means parsing its content again.
      if (ocr.maxPages === 0 || !(await pageNeedsOcr(page, text, pdfjs.OPS))) {
        batch.add({ pageNumber, text });
      } else if (ocrPages >= ocr.maxPages) {
        batch.add({ pageNumber, text, ocrSkipped: true });
      } else {
        ocrPages++;
        batch.flush();
        send({ type: 'ocr_started', pageNumber });
        batch.add({ pageNumber, text, ocr: await pageOcr.read(page, document.canvasFactory) });
      }
      page.cleanup();
    }
    batch.flush();
    const { info } = await document.getMetadata();
    return { type: 'done', pageCount: document.numPages, info: primitiveEntries(info) };
  } finally {
    // Destroys the document and pdf.js' per-document worker, so nothing of this file stays behind
    // for the next one, also when the file could not even be opened. The OCR engine goes too: it
    // only grows, and a text PDF next should not carry a scan's memory.
    await pageOcr.close();
    await loadingTask.destroy();
  }
}

/**
 * Marked content (tags for accessibility) is of no use to page text; Unicode normalisation is
 * kept, since it turns ligatures ("ﬁ") into the letters search and analysis expect.
 */
const TEXT_CONTENT_OPTIONS = { includeMarkedContent: false };

/** Pages waiting to be sent, in order. */
class PageBatch {
  #pages = [];
  #characters = 0;

  add(reading) {
    this.#pages.push(reading);
    this.#characters += reading.text.length;
    if (this.#characters >= BATCH_CHARACTERS || reading.ocr) this.flush();
  }

  flush() {
    if (this.#pages.length === 0) return;
    send({ type: 'pages', pages: this.#pages });
    this.#pages = [];
    this.#characters = 0;
  }
}

// The info dictionary may hold nested objects (Custom); only plain values are worth cloning across.
function primitiveEntries(info) {
  return Object.fromEntries(
    Object.entries(info ?? {}).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)),
  );
}
