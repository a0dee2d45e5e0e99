// An extraction worker thread: it loads pdf.js once, then parses one PDF per request, one at a
// time, for as long as the pool keeps it (pdf-worker-pool.ts). It is plain JavaScript on purpose:
// vitest and tsx apply their TypeScript transforms differently (or not at all) inside worker
// threads, while Node runs an .mjs file as it is everywhere. So this file only drives pdf.js and
// posts raw results; turning them into text, metadata and outcomes is typed code on the main side
// (extract-pdf-text.ts). The message shapes are declared in worker-protocol.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { decodedSizeProblem } from './decoded-size.mjs';

// pdf.js and its image decoders report the file's problems on the console; they say nothing the
// outcome does not. Silenced rather than piped to the parent: a piped thread keeps the parent's
// process alive even while idle and unreferenced. Done before pdf.js loads, as its decoders keep
// their own references to these methods.
for (const method of ['log', 'info', 'warn', 'error', 'debug']) console[method] = () => {};
const nativePush = Array.prototype.push;
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
// pdf.js parses in this thread (its "fake worker"); loading that half now, as pdf.js' documented
// global, lets both halves' polyfills be settled before the first document.
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
// The legacy build's polyfills replace Array.prototype.push on Node's V8 (older than 12.2, which
// throws another error type for a push onto a frozen length) with a JavaScript version that takes
// about a third of the text extraction time. For the ordinary arrays pdf.js pushes to, the native
// method behaves the same, so it is put back; only this thread, which runs nothing but pdf.js, is affected.
Object.defineProperty(Array.prototype, 'push', { value: nativePush, writable: true, configurable: true });

const ERRORS_ONLY = 0;

const { assets } = workerData;

// Requests sent while pdf.js loaded wait in the port until this listener starts it. The pool sends
// the next request only after this one's final message, so requests never overlap.
parentPort.on('message', (request) => void serve(request));

async function serve({ data, maxPages, decodedLimits }) {
  parentPort.postMessage({ type: 'started' });
  try {
    const tooLarge = await decodedSizeProblem(data, decodedLimits);
    if (tooLarge) return parentPort.postMessage({ type: 'decoded_too_large', exceeded: tooLarge });
    parentPort.postMessage(await extract(data, maxPages));
  } catch (error) {
    parentPort.postMessage({
      type: 'failed',
      errorName: typeof error?.name === 'string' ? error.name : 'Error',
      message: String(error?.message ?? error),
    });
  }
}

/** Posts each page's text items as it goes; resolves to the final message, sent once pdf.js let go of the file. */
async function extract(data, maxPages) {
  const loadingTask = getDocument({
    data,
    ...assets,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    stopAtErrors: false,
    verbosity: ERRORS_ONLY,
  });
  try {
    const document = await loadingTask.promise;
    if (document.numPages > maxPages) return { type: 'too_many_pages', pageCount: document.numPages };
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      parentPort.postMessage({ type: 'page', pageNumber, items: await pageItems(document, pageNumber) });
    }
    const { info } = await document.getMetadata();
    return { type: 'done', pageCount: document.numPages, info: primitiveEntries(info) };
  } finally {
    // Destroys the document and pdf.js' per-document worker, so nothing of this file stays behind
    // for the next one, also when the file could not even be opened.
    await loadingTask.destroy();
  }
}

async function pageItems(document, pageNumber) {
  const page = await document.getPage(pageNumber);
  const content = await page.getTextContent();
  page.cleanup();
  // Marked-content markers carry no `str`; everything else is a positioned string.
  return content.items
    .filter((item) => typeof item.str === 'string')
    .map((item) => ({
      str: item.str,
      x: item.transform[4],
      y: item.transform[5],
      width: item.width,
      height: item.height,
      hasEOL: item.hasEOL,
    }));
}

// The info dictionary may hold nested objects (Custom); only plain values are worth cloning across.
function primitiveEntries(info) {
  return Object.fromEntries(
    Object.entries(info ?? {}).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)),
  );
}
