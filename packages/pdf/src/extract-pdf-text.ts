import type { PdfExtractionLimits, PdfExtractionOptions, PdfExtractionOutcome, PdfPage } from './extraction-outcome';
import { failure, tooManyPages } from './failure-messages';
import { pageTextFromItems } from './page-text';
import { metadataFromInfo } from './pdf-metadata';
import type { PdfThread } from './pdf-thread';
import { PdfWorkerPool } from './pdf-worker-pool';
import type { DecodedSizeLimits, PdfWorkerMessage } from './worker-protocol';

// The worker's heap is capped, but the text it sends back lives on this side; a file that decodes
// to this much text is treated like one that needs too much memory. Generous for 2,000 dense pages.
const MAX_TEXT_CHARACTERS = 40_000_000;

// pdf.js holds a stream's decoded content in one buffer outside the thread's heap limit, and joins
// a page's content streams into one. Far above what text pages need (a dense page is well under
// 1 MB; a large font a few MB); a hostile file expanding past them fails before pdf.js runs.
export const DECODED_SIZE_LIMITS: DecodedSizeLimits = {
  maxStreamBytes: 256 * 1_048_576,
  maxDocumentBytes: 512 * 1_048_576,
};

/** Node's error code when a worker thread dies on its resourceLimits. */
const WORKER_OUT_OF_MEMORY = 'ERR_WORKER_OUT_OF_MEMORY';

export class PdfWorkerError extends Error {
  override name = 'PdfWorkerError';
}

const sharedPool = new PdfWorkerPool();

/**
 * Extracts the text of every page and the metadata of a PDF. Parsing runs in a worker thread with
 * a heap limit and a deadline, so a hostile file cannot stall or crash the caller: anything the
 * file can cause ends as an outcome. Threads are kept warm between documents (see PdfWorkerPool),
 * and one that failed, timed out or ran out of memory is never reused. Rejects only when the
 * parser itself cannot run (PdfWorkerError) or when `signal` aborts.
 */
export function extractPdfText(
  bytes: Uint8Array,
  limits: PdfExtractionLimits,
  options: PdfExtractionOptions = {},
): Promise<PdfExtractionOutcome> {
  return extractPdfTextWith(sharedPool, bytes, limits, options);
}

/** Ends the warm extraction threads, for a clean shutdown; later extractions start new ones. */
export function stopPdfWorkers(): Promise<void> {
  return sharedPool.stop();
}

/**
 * Bytes whose whole buffer can be moved to the thread: the caller's own when handed over and they
 * fill their buffer, else a private copy, so the caller's bytes are never touched unasked.
 */
function transferableBytes(bytes: Uint8Array, handOver: boolean): Uint8Array<ArrayBuffer> {
  const { buffer } = bytes;
  const ownsWholeBuffer = bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength;
  if (handOver && ownsWholeBuffer && buffer instanceof ArrayBuffer) return new Uint8Array(buffer);
  return new Uint8Array(bytes);
}

/** `extractPdfText` on a pool of the caller's own. */
export async function extractPdfTextWith(
  pool: PdfWorkerPool,
  bytes: Uint8Array,
  limits: PdfExtractionLimits,
  options: PdfExtractionOptions = {},
): Promise<PdfExtractionOutcome> {
  options.signal?.throwIfAborted();
  const thread = pool.acquire(limits.maxMemoryMb);
  let reusable = false;
  try {
    const result = collectOutcome(thread, limits, options.signal);
    thread.send({
      data: transferableBytes(bytes, options.handOverBytes ?? false),
      maxPages: limits.maxPages,
      decodedLimits: DECODED_SIZE_LIMITS,
    });
    const { outcome, clean } = await result;
    reusable = clean;
    return outcome;
  } finally {
    pool.release(thread, reusable);
  }
}

interface DocumentResult {
  outcome: PdfExtractionOutcome;
  /** pdf.js finished the document normally, so its thread may serve the next one. */
  clean: boolean;
}

function collectOutcome(
  thread: PdfThread,
  limits: PdfExtractionLimits,
  signal: AbortSignal | undefined,
): Promise<DocumentResult> {
  const { worker } = thread;
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
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      settle();
    };
    const fail = (outcome: PdfExtractionOutcome) => finish(() => resolve({ outcome, clean: false }));
    const succeed = (outcome: PdfExtractionOutcome) => finish(() => resolve({ outcome, clean: true }));

    const onAbort = () => finish(() => reject(signal?.reason));
    const onMessage = (message: PdfWorkerMessage) => {
      switch (message.type) {
        case 'started':
          started = true;
          return;
        case 'page': {
          const text = pageTextFromItems(message.items);
          textLength += text.length;
          if (textLength > MAX_TEXT_CHARACTERS) return fail(failure('out_of_memory'));
          pages.push({ pageNumber: message.pageNumber, text });
          return;
        }
        case 'too_many_pages':
          return succeed(tooManyPages(message.pageCount, limits.planName, limits.maxPages));
        case 'decoded_too_large':
          return fail(failure('out_of_memory'));
        case 'failed':
          return fail(failure(message.errorName === 'PasswordException' ? 'password_protected' : 'damaged'));
        case 'done':
          return succeed(completed(message.pageCount, pages, message.info));
      }
    };
    const onError = (error: Error & { code?: string }) => {
      if (error.code === WORKER_OUT_OF_MEMORY) return fail(failure('out_of_memory'));
      // Before 'started', pdf.js could not even be loaded: no document is to blame for that.
      if (!started) return finish(() => reject(new PdfWorkerError('The PDF worker failed to start', { cause: error })));
      fail(failure('damaged'));
    };
    const onExit = (code: number) =>
      finish(() => reject(new PdfWorkerError(`The PDF worker exited (code ${code}) without a result`)));

    const timer = setTimeout(() => fail(failure('timeout')), limits.timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

function completed(pageCount: number, pages: PdfPage[], info: Record<string, string | number | boolean>) {
  if (pages.every((page) => page.text.trim() === '')) return failure('no_text');
  return { ok: true as const, pageCount, pages, metadata: metadataFromInfo(info) };
}
