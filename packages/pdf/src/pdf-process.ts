import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pdfjsAssets } from './pdfjs-assets';
import type { OcrEngine, PdfExtractionRequest, PdfWorkerData } from './worker-protocol';

const WORKER_PATH = fileURLToPath(new URL('./pdf-worker.mjs', import.meta.url));
/** Enough of the child's stderr to recognise how it died and to say so in an error. */
const STDERR_TAIL_CHARACTERS = 4_096;

/**
 * One extraction child process (pdf-worker.mjs) with its memory limit; it parses one document at
 * a time. A process rather than a thread: its resident memory can be read from outside and it can
 * be killed whatever it is doing, so the limit covers what pdf.js decodes outside the V8 heap too
 * (MemoryWatchdog); its V8 heap is capped as well, by `--max-old-space-size`.
 */
/**
 * With a heap capped at a few hundred megabytes V8 behaves as on a low-memory device: it lets the
 * heap grow only a little past what survived the last full collection, and pdf.js, which allocates
 * and drops a document's fonts and streams one file after another, then runs about five times as
 * many full collections. Letting the heap grow as an uncapped Node process would (up to four
 * times the survivors) cut the child's CPU time by about a quarter on the fixture PDFs
 * (docs/performance.md); the cap stays the ceiling, and the resident-size watchdog still kills a
 * process that outgrows its limit.
 */
const HEAP_GROWING_PERCENT = 300;
/**
 * The young generation's semi-spaces, in MB. V8's default for a heap of this size (16 MB) kept
 * about 15 MB more resident while reading the 1,000-page benchmark PDF than 8 MB does, for the
 * same CPU time (pdf.js' short-lived objects die young either way); smaller ones (1-2 MB) promote
 * them to the old generation and cost CPU without saving memory.
 */
const MAX_SEMI_SPACE_MB = 8;
/**
 * V8 on one thread: no background compiler or concurrent garbage-collection threads. Reading PDFs
 * is one document at a time in each child, and the service runs several children on a machine of
 * few cores, where those helper threads compete with the other children and add their own
 * synchronisation: the child spent about a tenth less CPU on the generated 200-page benchmark PDF
 * for the same wall time (docs/performance.md).
 */
const SINGLE_THREADED_V8 = '--single-threaded';

export class PdfProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<void>;
  #documentsServed = 0;
  #exitedAlready = false;
  #stderrTail = '';

  constructor(
    readonly maxMemoryMb: number,
    ocrEngine: OcrEngine,
  ) {
    const workerData: PdfWorkerData = { assets: pdfjsAssets(), ocrEngine };
    this.child = fork(WORKER_PATH, [JSON.stringify(workerData)], {
      // The worker is plain JavaScript: the parent's loader flags (tsx, vitest) are of no use there,
      // and NODE_OPTIONS could bring them back.
      execArgv: [
        `--max-old-space-size=${maxMemoryMb}`,
        `--heap-growing-percent=${HEAP_GROWING_PERCENT}`,
        `--max-semi-space-size=${MAX_SEMI_SPACE_MB}`,
        SINGLE_THREADED_V8,
      ],
      env: { ...process.env, NODE_OPTIONS: '' },
      // V8's serialiser: pages of text cross without being escaped into JSON and parsed back.
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      // A process group of its own: Ctrl-C in a terminal signals the whole foreground group, and
      // the service drains the document in hand after a stop signal rather than losing it. The
      // parent ends the child (SIGKILL), and the child exits when the parent's channel closes.
      detached: process.platform !== 'win32',
    });
    this.child.stderr?.setEncoding('utf8');
    this.child.stderr?.on('data', (text: string) => {
      this.#stderrTail = (this.#stderrTail + text).slice(-STDERR_TAIL_CHARACTERS);
    });
    // An extraction in progress listens for errors itself; one raised while the process is idle
    // (a failed send, a failed spawn) must not become an unhandled 'error' event in the caller.
    this.child.on('error', () => {});
    this.exited = new Promise((resolve) => {
      this.child.once('exit', () => {
        this.#exitedAlready = true;
        resolve();
      });
    });
  }

  get documentsServed(): number {
    return this.#documentsServed;
  }

  get alive(): boolean {
    return !this.#exitedAlready && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The end of what the process wrote to stderr (V8's fatal errors, uncaught exceptions). */
  get stderrTail(): string {
    return this.#stderrTail;
  }

  /** Hands the process a document (its file: handover-file.ts). A failure to send is emitted as the child's 'error' event. */
  send(request: PdfExtractionRequest): void {
    this.#documentsServed++;
    this.child.send(request);
  }

  /** Lets the parent exit while the process waits for work. */
  idle(): void {
    this.child.unref();
    this.child.channel?.unref();
    this.#stderrSocket()?.unref();
  }

  busy(): void {
    this.child.ref();
    this.child.channel?.ref();
    this.#stderrSocket()?.ref();
  }

  /** Kills the process at once (it may be decoding a bomb: there is nothing to wait for) and waits for its exit. */
  async terminate(): Promise<void> {
    // A process that could not even be spawned has no pid and never exits.
    if (this.child.pid === undefined) return;
    // Referenced again: an idle child does not hold the event loop, and a service stopping would
    // otherwise exit on its own before this exit is seen, in the middle of its shutdown.
    this.busy();
    this.kill();
    await this.exited;
  }

  /**
   * SIGKILL to the process's whole group: a native Tesseract it started for a page goes with it,
   * rather than reading on for nobody.
   */
  kill(): void {
    if (!this.alive || this.child.pid === undefined) return;
    try {
      if (process.platform === 'win32') this.child.kill('SIGKILL');
      else process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      this.child.kill('SIGKILL');
    }
  }

  #stderrSocket(): { ref(): void; unref(): void } | undefined {
    const stderr = this.child.stderr as (NodeJS.ReadableStream & { ref?(): void; unref?(): void }) | null;
    return stderr?.ref && stderr.unref ? (stderr as { ref(): void; unref(): void }) : undefined;
  }
}
