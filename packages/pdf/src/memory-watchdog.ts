import { type ResidentMemoryReader, residentMemoryReader } from './resident-memory';

/** Often enough that a child decoding a bomb is caught within a few tens of megabytes of its limit. */
export const MEMORY_POLL_INTERVAL_MS = 50;

/**
 * Reads a process's resident memory at a fixed interval and calls `onExceeded` once, the first
 * time it is above `limitBytes`. The caller kills the process: a thread's heap limit does not cover
 * the buffers pdf.js decodes into, but the resident size of a process counts everything it holds.
 */
export class MemoryWatchdog {
  readonly #reader: ResidentMemoryReader | undefined;
  #timer: NodeJS.Timeout | undefined;
  #reading = false;
  #fired = false;

  constructor(
    readonly pid: number,
    readonly limitBytes: number,
    readonly onExceeded: (residentBytes: number) => void,
    reader: ResidentMemoryReader | undefined = residentMemoryReader(),
  ) {
    this.#reader = reader;
  }

  /** Whether this platform can read the process's memory at all (see resident-memory.ts). */
  get enforced(): boolean {
    return this.#reader !== undefined;
  }

  start(): void {
    if (!this.#reader || this.#timer) return;
    this.#timer = setInterval(() => void this.#check(), MEMORY_POLL_INTERVAL_MS);
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  async #check(): Promise<void> {
    // A slow reading (ps) is not stacked up behind another.
    if (!this.#reader || this.#reading || this.#fired) return;
    this.#reading = true;
    try {
      const residentBytes = await this.#reader(this.pid);
      if (this.#timer === undefined || residentBytes === undefined || residentBytes <= this.limitBytes) return;
      this.#fired = true;
      this.stop();
      this.onExceeded(residentBytes);
    } finally {
      this.#reading = false;
    }
  }
}
