// The worker thread that parses one PDF. It is plain JavaScript on purpose: vitest and tsx apply
// their TypeScript transforms differently (or not at all) inside worker threads, while Node runs an
// .mjs file as it is everywhere. So this file only drives pdf.js and posts raw results; turning
// them into text, metadata and outcomes is typed code on the main side (extract-pdf-text.ts).
// The message shapes are declared in worker-protocol.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const ERRORS_ONLY = 0;

const { data, maxPages, assets } = workerData;
parentPort.postMessage({ type: 'started' });

try {
  await extract();
} catch (error) {
  parentPort.postMessage({
    type: 'failed',
    errorName: typeof error?.name === 'string' ? error.name : 'Error',
    message: String(error?.message ?? error),
  });
}

async function extract() {
  const document = await getDocument({
    data,
    ...assets,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    stopAtErrors: false,
    verbosity: ERRORS_ONLY,
  }).promise;
  try {
    if (document.numPages > maxPages) {
      parentPort.postMessage({ type: 'too_many_pages', pageCount: document.numPages });
      return;
    }
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      parentPort.postMessage({ type: 'page', pageNumber, items: await pageItems(document, pageNumber) });
    }
    const { info } = await document.getMetadata();
    parentPort.postMessage({ type: 'done', pageCount: document.numPages, info: primitiveEntries(info) });
  } finally {
    await document.destroy();
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
