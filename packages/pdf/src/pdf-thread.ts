import { Worker } from 'node:worker_threads';
import { pdfjsAssets } from './pdfjs-assets';
import type { PdfExtractionRequest, PdfWorkerData } from './worker-protocol';

const WORKER_URL = new URL('./pdf-worker.mjs', import.meta.url);

/** One extraction worker thread (pdf-worker.mjs) with its heap limit; it parses one document at a time. */
export class PdfThread {
  readonly worker: Worker;
  #documentsServed = 0;
  #exited = false;

  constructor(readonly maxMemoryMb: number) {
    const workerData: PdfWorkerData = { assets: pdfjsAssets() };
    this.worker = new Worker(WORKER_URL, {
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb },
      // The worker is plain JavaScript: the parent's loader flags (tsx, vitest) are of no use there.
      execArgv: [],
    });
    // An extraction in progress listens for errors itself; one raised while the thread is idle
    // must not become an unhandled 'error' event in the caller. The exit that follows ends the thread.
    this.worker.on('error', () => {});
    this.worker.once('exit', () => {
      this.#exited = true;
    });
  }

  get documentsServed(): number {
    return this.#documentsServed;
  }

  get alive(): boolean {
    return !this.#exited;
  }

  /** Hands the thread a document; the buffer moves to the thread, so `request.data` must be a private copy. */
  send(request: PdfExtractionRequest): void {
    this.#documentsServed++;
    this.worker.postMessage(request, [request.data.buffer]);
  }

  /** Lets the process exit while the thread waits for work. */
  idle(): void {
    this.worker.unref();
  }

  busy(): void {
    this.worker.ref();
  }

  async terminate(): Promise<void> {
    await this.worker.terminate();
  }
}
