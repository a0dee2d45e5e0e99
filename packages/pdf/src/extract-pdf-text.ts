import { Worker } from 'node:worker_threads';
import type { PdfExtractionLimits, PdfExtractionOptions, PdfExtractionOutcome, PdfPage } from './extraction-outcome';
import { failure, tooManyPages } from './failure-messages';
import { pageTextFromItems } from './page-text';
import { metadataFromInfo } from './pdf-metadata';
import { pdfjsAssets } from './pdfjs-assets';
import type { PdfWorkerInput, PdfWorkerMessage } from './worker-protocol';

const WORKER_URL = new URL('./pdf-worker.mjs', import.meta.url);

// The worker's heap is capped, but the text it sends back lives on this side; a file that decodes
// to this much text is treated like one that needs too much memory. Generous for 2,000 dense pages.
const MAX_TEXT_CHARACTERS = 40_000_000;

/** Node's error code when a worker thread dies on its resourceLimits. */
const WORKER_OUT_OF_MEMORY = 'ERR_WORKER_OUT_OF_MEMORY';

export class PdfWorkerError extends Error {
  override name = 'PdfWorkerError';
}

/**
 * Extracts the text of every page and the metadata of a PDF. Parsing runs in a worker thread of
 * its own with a heap limit and a deadline, so a hostile file cannot stall or crash the caller:
 * anything the file can cause ends as an outcome. Rejects only when the parser itself cannot run
 * (PdfWorkerError) or when `signal` aborts.
 */
export async function extractPdfText(
  bytes: Uint8Array,
  limits: PdfExtractionLimits,
  options: PdfExtractionOptions = {},
): Promise<PdfExtractionOutcome> {
  options.signal?.throwIfAborted();
  // A private copy whose buffer can be moved to the worker without touching the caller's bytes.
  const data = new Uint8Array(bytes);
  const input: PdfWorkerInput = { data, maxPages: limits.maxPages, assets: pdfjsAssets() };
  const worker = new Worker(WORKER_URL, {
    workerData: input,
    transferList: [data.buffer],
    resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb },
    // The worker is plain JavaScript: the parent's loader flags (tsx, vitest) are of no use there.
    execArgv: [],
    // pdf.js reports problems of the file on the console; they say nothing the outcome does not.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  return collectOutcome(worker, limits, options.signal);
}

function collectOutcome(
  worker: Worker,
  limits: PdfExtractionLimits,
  signal: AbortSignal | undefined,
): Promise<PdfExtractionOutcome> {
  return new Promise((resolve, reject) => {
    const pages: PdfPage[] = [];
    let textLength = 0;
    let started = false;
    let settled = false;

    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      settle();
    };
    const onAbort = () => finish(() => reject(signal?.reason));
    const timer = setTimeout(() => finish(() => resolve(failure('timeout'))), limits.timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });

    worker.on('message', (message: PdfWorkerMessage) => {
      switch (message.type) {
        case 'started':
          started = true;
          return;
        case 'page': {
          const text = pageTextFromItems(message.items);
          textLength += text.length;
          if (textLength > MAX_TEXT_CHARACTERS) return finish(() => resolve(failure('out_of_memory')));
          pages.push({ pageNumber: message.pageNumber, text });
          return;
        }
        case 'too_many_pages':
          return finish(() => resolve(tooManyPages(message.pageCount, limits.planName, limits.maxPages)));
        case 'failed':
          return finish(() =>
            resolve(failure(message.errorName === 'PasswordException' ? 'password_protected' : 'damaged')),
          );
        case 'done':
          return finish(() => resolve(completed(message.pageCount, pages, message.info)));
      }
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === WORKER_OUT_OF_MEMORY) return finish(() => resolve(failure('out_of_memory')));
      // Before 'started', pdf.js could not even be loaded: no document is to blame for that.
      if (!started) return finish(() => reject(new PdfWorkerError('The PDF worker failed to start', { cause: error })));
      finish(() => resolve(failure('damaged')));
    });
    worker.on('exit', (code) => {
      finish(() => reject(new PdfWorkerError(`The PDF worker exited (code ${code}) without a result`)));
    });
  });
}

function completed(pageCount: number, pages: PdfPage[], info: Record<string, string | number | boolean>) {
  if (pages.every((page) => page.text.trim() === '')) return failure('no_text');
  return { ok: true as const, pageCount, pages, metadata: metadataFromInfo(info) };
}
