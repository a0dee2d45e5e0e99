import { PdfThread } from './pdf-thread';

export interface PdfWorkerPoolOptions {
  /** A thread is replaced after serving this many documents, so no slow leak outlives it. */
  documentsPerThread: number;
  /** A thread that waited this long for work ends, so a quiet process does not hold its memory. */
  idleTimeoutMs: number;
  /** Idle threads kept per heap limit; more than the callers' concurrency would only hold memory. */
  maxIdleThreadsPerLimit: number;
}

export const DEFAULT_POOL_OPTIONS: PdfWorkerPoolOptions = {
  documentsPerThread: 50,
  idleTimeoutMs: 30_000,
  maxIdleThreadsPerLimit: 4,
};

interface IdleThread {
  thread: PdfThread;
  timer: NodeJS.Timeout;
}

/**
 * Warm extraction threads, kept between documents so each one does not pay for a new thread and
 * for loading pdf.js. Threads are grouped by heap limit, since plans differ. A thread serves one
 * document at a time and goes back to the pool only after a clean result; after a failure, a
 * timeout, an abort or an out-of-memory death it is terminated, so a hostile file only ever ends
 * its own thread.
 */
export class PdfWorkerPool {
  readonly #options: PdfWorkerPoolOptions;
  readonly #idle = new Map<number, IdleThread[]>();
  readonly #busy = new Set<PdfThread>();
  #threadsStarted = 0;

  constructor(options: Partial<PdfWorkerPoolOptions> = {}) {
    this.#options = { ...DEFAULT_POOL_OPTIONS, ...options };
  }

  /** How many threads this pool has started since it was created. */
  get threadsStarted(): number {
    return this.#threadsStarted;
  }

  get idleThreadCount(): number {
    let count = 0;
    for (const threads of this.#idle.values()) count += threads.length;
    return count;
  }

  /** A warm thread with this heap limit, or a new one; the caller must `release` it. */
  acquire(maxMemoryMb: number): PdfThread {
    const thread = this.#takeIdle(maxMemoryMb) ?? this.#start(maxMemoryMb);
    thread.busy();
    this.#busy.add(thread);
    return thread;
  }

  /** Returns a thread after its document; `reusable` is true only when the document ended cleanly. */
  release(thread: PdfThread, reusable: boolean): void {
    this.#busy.delete(thread);
    const idle = this.#idle.get(thread.maxMemoryMb) ?? [];
    const keep =
      reusable &&
      thread.alive &&
      thread.documentsServed < this.#options.documentsPerThread &&
      idle.length < this.#options.maxIdleThreadsPerLimit;
    if (!keep) {
      void thread.terminate();
      return;
    }
    thread.idle();
    const timer = setTimeout(() => this.#endIdle(thread), this.#options.idleTimeoutMs);
    timer.unref();
    idle.push({ thread, timer });
    this.#idle.set(thread.maxMemoryMb, idle);
  }

  /** Terminates every thread, idle or busy; an extraction still running rejects with PdfWorkerError. */
  async stop(): Promise<void> {
    const threads = [...this.#busy];
    for (const idle of this.#idle.values()) {
      for (const { thread, timer } of idle) {
        clearTimeout(timer);
        threads.push(thread);
      }
    }
    this.#idle.clear();
    this.#busy.clear();
    await Promise.all(threads.map((thread) => thread.terminate()));
  }

  #start(maxMemoryMb: number): PdfThread {
    const thread = new PdfThread(maxMemoryMb);
    this.#threadsStarted++;
    // A thread that dies while idle leaves the pool at once.
    thread.worker.once('exit', () => this.#removeIdle(thread));
    return thread;
  }

  #takeIdle(maxMemoryMb: number): PdfThread | undefined {
    const idle = this.#idle.get(maxMemoryMb);
    // The most recently used thread first: the others may reach their idle timeout and end.
    for (let entry = idle?.pop(); entry; entry = idle?.pop()) {
      clearTimeout(entry.timer);
      if (entry.thread.alive) return entry.thread;
    }
    return undefined;
  }

  #endIdle(thread: PdfThread): void {
    this.#removeIdle(thread);
    void thread.terminate();
  }

  #removeIdle(thread: PdfThread): void {
    const idle = this.#idle.get(thread.maxMemoryMb);
    const index = idle?.findIndex((entry) => entry.thread === thread) ?? -1;
    if (!idle || index < 0) return;
    const [entry] = idle.splice(index, 1);
    if (entry) clearTimeout(entry.timer);
  }
}
