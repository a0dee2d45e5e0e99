import { defaultOcrEngine } from './ocr-engine';
import { PdfProcess } from './pdf-process';
import type { OcrEngine } from './worker-protocol';

export interface PdfWorkerPoolOptions {
  /** A process is replaced after serving this many documents, so no slow leak outlives it. */
  documentsPerProcess: number;
  /** A process that waited this long for work ends, so a quiet service does not hold its memory. */
  idleTimeoutMs: number;
  /** Idle processes kept per memory limit; more than the callers' concurrency would only hold memory. */
  maxIdleProcessesPerLimit: number;
  /** Which Tesseract reads scanned pages; by default the native one when installed (ocr-engine.ts). */
  ocrEngine?: OcrEngine;
}

export const DEFAULT_POOL_OPTIONS: PdfWorkerPoolOptions = {
  documentsPerProcess: 50,
  idleTimeoutMs: 30_000,
  maxIdleProcessesPerLimit: 4,
};

interface IdleProcess {
  worker: PdfProcess;
  timer: NodeJS.Timeout;
}

/**
 * Warm extraction processes, kept between documents so each one does not pay for a new process
 * and for loading pdf.js. Processes are grouped by memory limit, since plans may differ. A process
 * serves one document at a time and goes back to the pool only after a clean result; after a
 * failure, a timeout, an abort or an out-of-memory kill it is killed, so a hostile file only ever
 * ends its own process.
 */
export class PdfWorkerPool {
  readonly #options: PdfWorkerPoolOptions;
  readonly #idle = new Map<number, IdleProcess[]>();
  readonly #busy = new Set<PdfProcess>();
  #processesStarted = 0;
  #ocrEngine: OcrEngine | undefined;

  constructor(options: Partial<PdfWorkerPoolOptions> = {}) {
    this.#options = { ...DEFAULT_POOL_OPTIONS, ...options };
  }

  /** How many processes this pool has started since it was created. */
  get processesStarted(): number {
    return this.#processesStarted;
  }

  get idleProcessCount(): number {
    let count = 0;
    for (const processes of this.#idle.values()) count += processes.length;
    return count;
  }

  /** A warm process with this memory limit, or a new one; the caller must `release` it. */
  acquire(maxMemoryMb: number): PdfProcess {
    const worker = this.#takeIdle(maxMemoryMb) ?? this.#start(maxMemoryMb);
    worker.busy();
    this.#busy.add(worker);
    return worker;
  }

  /** Returns a process after its document; `reusable` is true only when the document ended cleanly. */
  release(worker: PdfProcess, reusable: boolean): void {
    this.#busy.delete(worker);
    const idle = this.#idle.get(worker.maxMemoryMb) ?? [];
    const keep =
      reusable &&
      worker.alive &&
      worker.documentsServed < this.#options.documentsPerProcess &&
      idle.length < this.#options.maxIdleProcessesPerLimit;
    if (!keep) {
      void worker.terminate();
      return;
    }
    worker.idle();
    const timer = setTimeout(() => this.#endIdle(worker), this.#options.idleTimeoutMs);
    timer.unref();
    idle.push({ worker, timer });
    this.#idle.set(worker.maxMemoryMb, idle);
  }

  /** Kills every process, idle or busy, and waits for their exits; an extraction still running rejects with PdfWorkerError. */
  async stop(): Promise<void> {
    const processes = [...this.#busy];
    for (const idle of this.#idle.values()) {
      for (const { worker, timer } of idle) {
        clearTimeout(timer);
        processes.push(worker);
      }
    }
    this.#idle.clear();
    this.#busy.clear();
    await Promise.all(processes.map((worker) => worker.terminate()));
  }

  #start(maxMemoryMb: number): PdfProcess {
    this.#ocrEngine ??= this.#options.ocrEngine ?? defaultOcrEngine();
    const worker = new PdfProcess(maxMemoryMb, this.#ocrEngine);
    this.#processesStarted++;
    // A process that dies while idle leaves the pool at once.
    void worker.exited.then(() => this.#removeIdle(worker));
    return worker;
  }

  #takeIdle(maxMemoryMb: number): PdfProcess | undefined {
    const idle = this.#idle.get(maxMemoryMb);
    // The most recently used process first: the others may reach their idle timeout and end.
    for (let entry = idle?.pop(); entry; entry = idle?.pop()) {
      clearTimeout(entry.timer);
      if (entry.worker.alive) return entry.worker;
    }
    return undefined;
  }

  #endIdle(worker: PdfProcess): void {
    this.#removeIdle(worker);
    void worker.terminate();
  }

  #removeIdle(worker: PdfProcess): void {
    const idle = this.#idle.get(worker.maxMemoryMb);
    const index = idle?.findIndex((entry) => entry.worker === worker) ?? -1;
    if (!idle || index < 0) return;
    const [entry] = idle.splice(index, 1);
    if (entry) clearTimeout(entry.timer);
  }
}
