// One PDF render in a worker thread of its own (render-pdf-in-thread.ts starts one per render and
// ends it at the deadline). The thread runs on bare Node, without the parent's loaders (vitest
// among them), so it loads the typed renderer through tsx's API, as `npm start` runs the services.
// The message shapes are declared in render-thread-protocol.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { title, html, maxPages } = workerData;

try {
  const { renderGeneratedPdf, PdfLimitError } = await tsImport('./render-pdf.ts', import.meta.url);
  const { sanitizeGeneratedHtml } = await tsImport('./sanitize-generated-html.ts', import.meta.url);
  try {
    // The thread's own deadline stays out of the way: the parent's timer ends the thread.
    const pdf = await renderGeneratedPdf(title, sanitizeGeneratedHtml(html), {
      maxPages,
      timeLimitMs: Number.MAX_SAFE_INTEGER,
    });
    const bytes = pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength);
    parentPort.postMessage({ ok: true, pdf: bytes }, [bytes]);
  } catch (error) {
    if (!(error instanceof PdfLimitError)) throw error;
    parentPort.postMessage({ ok: false, limit: true, message: error.message });
  }
} catch (error) {
  parentPort.postMessage({ ok: false, limit: false, message: error instanceof Error ? error.message : String(error) });
}
