import type { PdfExtractionLimits, PdfExtractionOptions, PdfExtractionOutcome, PdfPage } from './extraction-outcome';
import { failure, ocrLimitWarning, tooManyPages } from './failure-messages';
import { writeHandoverFile } from './handover-file';
import { diedOfHeapExhaustion } from './heap-exhaustion';
import { MemoryWatchdog } from './memory-watchdog';
import { lettersAndDigits } from './ocr-need.mjs';
import { ocrPageText } from './ocr-page-text';
import { metadataFromInfo } from './pdf-metadata';
import type { PdfProcess } from './pdf-process';
import { PdfWorkerPool } from './pdf-worker-pool';
import { isReadableText } from './readable-text';
import type { DecodedSizeLimits, PageReading, PdfWorkerMessage } from './worker-protocol';

// The child's memory is capped, but the text it sends back lives on this side; a file that decodes
// to this much text is treated like one that needs too much memory. Generous for 2,000 dense pages.
const MAX_TEXT_CHARACTERS = 40_000_000;

const MB = 1_048_576;

/**
 * Time allowed for each page read by OCR, on top of the document's timeout: a page takes 2-4 s of
 * one core (docs/performance.md), several times that on a machine busy with other documents.
 */
export const OCR_PAGE_TIMEOUT_MS = 30_000;

// pdf.js holds a stream's decoded content in one buffer outside the V8 heap, and joins a page's
// content streams into one. Far above what text pages need (a dense page is well under 1 MB; a
// large font a few MB); a hostile file expanding past them fails before pdf.js runs. Only Flate
// streams can be counted this way: other encodings, Flate under another filter and encrypted
// streams reach pdf.js, and the child's memory limit (MemoryWatchdog) is what stops them.
export const DECODED_SIZE_LIMITS: DecodedSizeLimits = {
  maxStreamBytes: 256 * MB,
  maxDocumentBytes: 512 * MB,
};

/**
 * The child is killed this far below its memory limit: between two readings (MEMORY_POLL_INTERVAL_MS)
 * pdf.js may grow a decoded buffer by tens of megabytes, more when the machine is busy and the
 * reading comes late, and the limit is a ceiling the process must not pass.
 */
const KILL_HEADROOM_MB = 64;
/** What Node writes to stderr before it aborts on reaching `--max-old-space-size`. */

export class PdfWorkerError extends Error {
  override name = 'PdfWorkerError';
}

/**
 * The child died of a stop signal before it was ready. A terminal's Ctrl-C reaches a child forked
 * in that very moment, before it has left the service's process group (pdf-process.ts); it is
 * not the document's doing, and a new child reads the document instead.
 */
class InterruptedWhileStarting extends PdfWorkerError {}
const STOP_SIGNALS: readonly string[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

const sharedPool = new PdfWorkerPool();

/**
 * Extracts the text of every page and the metadata of a PDF. Parsing runs in a child process with
 * a memory limit (its resident size, read from outside and enforced by killing it, and its V8
 * heap) and a deadline, so a hostile file cannot stall, crash or swell the caller: anything the
 * file can cause ends as an outcome. Processes are kept warm between documents (see
 * PdfWorkerPool), and one that failed, timed out or ran out of memory is never reused. Rejects
 * only when the parser itself cannot run (PdfWorkerError) or when `signal` aborts.
 */
export function extractPdfText(
  bytes: Uint8Array,
  limits: PdfExtractionLimits,
  options: PdfExtractionOptions = {},
): Promise<PdfExtractionOutcome> {
  return extractPdfTextWith(sharedPool, bytes, limits, options);
}

/** Kills the extraction processes, for a clean shutdown; later extractions start new ones. */
export function stopPdfWorkers(): Promise<void> {
  return sharedPool.stop();
}

/** `extractPdfText` on a pool of the caller's own. */
export async function extractPdfTextWith(
  pool: PdfWorkerPool,
  bytes: Uint8Array,
  limits: PdfExtractionLimits,
  options: PdfExtractionOptions = {},
): Promise<PdfExtractionOutcome> {
  options.signal?.throwIfAborted();
  const file = await writeHandoverFile(bytes);
  try {
    return await extractPdfFileWith(pool, file.path, limits, options);
  } finally {
    await file.remove();
  }
}

/**
 * `extractPdfText` of a PDF already in a file, which the extraction process reads itself: the
 * caller need never hold the document's bytes. The file must stay until the promise settles.
 */
export function extractPdfFile(
  path: string,
  limits: PdfExtractionLimits,
  options: PdfExtractionOptions = {},
): Promise<PdfExtractionOutcome> {
  return extractPdfFileWith(sharedPool, path, limits, options);
}

async function extractPdfFileWith(
  pool: PdfWorkerPool,
  path: string,
  limits: PdfExtractionLimits,
  options: PdfExtractionOptions,
): Promise<PdfExtractionOutcome> {
  try {
    return await extractInOneProcess(pool, path, limits, options);
  } catch (error) {
    if (!(error instanceof InterruptedWhileStarting)) throw error;
    return extractInOneProcess(pool, path, limits, options);
  }
}

async function extractInOneProcess(
  pool: PdfWorkerPool,
  path: string,
  limits: PdfExtractionLimits,
  options: PdfExtractionOptions,
): Promise<PdfExtractionOutcome> {
  options.signal?.throwIfAborted();
  const worker = pool.acquire(limits.maxMemoryMb);
  let reusable = false;
  try {
    const result = collectOutcome(worker, limits, options);
    worker.send({
      path,
      maxPages: limits.maxPages,
      decodedLimits: DECODED_SIZE_LIMITS,
      ocr: { maxPages: limits.maxOcrPages ?? 0 },
    });
    const { outcome, clean } = await result;
    reusable = clean;
    return outcome;
  } finally {
    pool.release(worker, reusable);
  }
}

interface DocumentResult {
  outcome: PdfExtractionOutcome;
  /** pdf.js finished the document normally, so its process may serve the next one. */
  clean: boolean;
}

/** Gathers the process's messages about the document it is sent into an outcome. */
function collectOutcome(
  worker: PdfProcess,
  limits: PdfExtractionLimits,
  { signal, onOcrStarted, onProgress }: PdfExtractionOptions,
): Promise<DocumentResult> {
  let ocrStarted = false;
  let pageCount = 0;
  const { child } = worker;
  return new Promise((resolve, reject) => {
    const pages: PdfPage[] = [];
    const ocrSkippedPages: number[] = [];
    let textLength = 0;
    let started = false;
    let settled = false;

    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      watchdog.stop();
      signal?.removeEventListener('abort', onAbort);
      child.off('message', onMessage);
      child.off('error', onError);
      child.off('close', onClose);
      settle();
    };
    const fail = (outcome: PdfExtractionOutcome) => finish(() => resolve({ outcome, clean: false }));
    const succeed = (outcome: PdfExtractionOutcome) => finish(() => resolve({ outcome, clean: true }));
    const broken = (message: string, cause?: unknown) =>
      finish(() => reject(new PdfWorkerError(message, cause === undefined ? undefined : { cause })));

    const onAbort = () => finish(() => reject(signal?.reason));
    const onMessage = (message: PdfWorkerMessage) => {
      switch (message.type) {
        case 'started':
          started = true;
          return;
        case 'opened':
          pageCount = message.pageCount;
          onProgress?.({ page: 1, pageCount, ocr: false });
          return;
        case 'ocr_started':
          deadlineAt += limits.ocrPageTimeoutMs ?? OCR_PAGE_TIMEOUT_MS;
          armTimer();
          onProgress?.({ page: message.pageNumber, pageCount, ocr: true });
          if (!ocrStarted) {
            ocrStarted = true;
            onOcrStarted?.();
          }
          return;
        case 'pages': {
          for (const reading of message.pages) {
            const page = pageFromReading(reading);
            textLength += page.text.length;
            if (textLength > MAX_TEXT_CHARACTERS) return fail(failure('out_of_memory'));
            pages.push(page);
            if (reading.ocrSkipped) ocrSkippedPages.push(reading.pageNumber);
          }
          const last = message.pages.at(-1)?.pageNumber;
          if (last !== undefined && last < pageCount) onProgress?.({ page: last + 1, pageCount, ocr: false });
          return;
        }
        case 'too_many_pages':
          return succeed(tooManyPages(message.pageCount, limits.planName, limits.maxPages));
        case 'decoded_too_large':
          return fail(failure('out_of_memory'));
        case 'failed':
          return fail(failure(message.errorName === 'PasswordException' ? 'password_protected' : 'damaged'));
        case 'done':
          return succeed(completed(message.pageCount, pages, message.info, ocrSkippedPages, limits));
      }
    };
    // The process could not be started. A failed send (EPIPE) means it died: its 'close' says how.
    const onError = (error: Error) => {
      if (child.pid === undefined) broken('The PDF worker process failed to start', error);
    };
    // 'close' rather than 'exit': it comes after the process's stderr has been read to the end.
    const onClose = (code: number | null, signalName: NodeJS.Signals | null) => {
      if (diedOfHeapExhaustion(worker.stderrTail)) return fail(failure('out_of_memory'));
      const ended = signalName ? `signal ${signalName}` : `code ${code}`;
      // Before 'started', pdf.js could not even be loaded: no document is to blame for that.
      if (!started && signalName && STOP_SIGNALS.includes(signalName))
        return finish(() =>
          reject(new InterruptedWhileStarting(`The PDF worker was stopped (${ended}) while starting`)),
        );
      if (!started) return broken(`The PDF worker exited (${ended}) before it was ready: ${worker.stderrTail.trim()}`);
      // An error pdf.js threw outside its promises ends the process, as a crash on this file.
      if (code !== null && code !== 0) return fail(failure('damaged'));
      // Killed by someone else (the system's out-of-memory killer, an operator): not the file's
      // doing as far as we know, so the caller may try again.
      broken(`The PDF worker exited (${ended}) without a result`);
    };

    let deadlineAt = Date.now() + limits.timeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const armTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(failure('timeout')), Math.max(0, deadlineAt - Date.now()));
    };
    armTimer();
    // From the start, pdf.js loading included: the limit is the whole process's.
    const killAboveBytes = Math.max(0, limits.maxMemoryMb - KILL_HEADROOM_MB) * MB;
    const watchdog = new MemoryWatchdog(child.pid ?? 0, killAboveBytes, () => {
      worker.kill();
      fail(failure('out_of_memory'));
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('message', onMessage);
    child.on('error', onError);
    child.on('close', onClose);
    if (child.pid !== undefined) watchdog.start();
  });
}

/** The page's text layer, or what OCR read when it holds more: a scan may carry a stamp or page number as text. */
function pageFromReading({ pageNumber, text: layerText, ocr }: PageReading): PdfPage {
  const layerPage: PdfPage = { pageNumber, text: layerText, source: 'text' };
  if (!ocr) return layerPage;
  const { text, words } = ocrPageText(ocr);
  return lettersAndDigits(text) > lettersAndDigits(layerText)
    ? { pageNumber, text, source: 'ocr', ocrWords: words }
    : layerPage;
}

function completed(
  pageCount: number,
  pages: PdfPage[],
  info: Record<string, string | number | boolean>,
  ocrSkippedPages: number[],
  limits: PdfExtractionLimits,
): PdfExtractionOutcome {
  const readablePages = pages.map((page): PdfPage => {
    if (isReadableText(page.text)) return page;
    const { ocrWords: _unreadable, ...withoutWords } = page;
    return { ...withoutWords, text: '' };
  });
  if (readablePages.every((page) => page.text === '')) return failure('no_text');
  const warning =
    ocrSkippedPages.length > 0 ? ocrLimitWarning(ocrSkippedPages, limits.planName, limits.maxOcrPages ?? 0) : undefined;
  return { ok: true, pageCount, pages: readablePages, metadata: metadataFromInfo(info), ocrSkippedPages, warning };
}
