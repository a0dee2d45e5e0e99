import { Worker } from 'node:worker_threads';
import { PDF_LIMITS, PdfLimitError } from './render-pdf';
import type { RenderThreadAnswer, RenderThreadInput } from './render-thread-protocol';

const THREAD_PATH = new URL('./render-thread.mjs', import.meta.url);

/** A render's hard limits; the heap limit is V8's, enforced by the thread's resourceLimits. */
export interface PdfRenderLimits {
  timeLimitMs: number;
  maxHeapMb: number;
  maxPages: number;
}

/**
 * Ten seconds covers the thread's start (about half a second) and a 300-page document many times
 * over; 512 MB is many times what such a render holds (docs/decisions.md).
 */
export const PDF_RENDER_LIMITS: PdfRenderLimits = {
  timeLimitMs: PDF_LIMITS.timeLimitMs,
  maxHeapMb: 512,
  maxPages: PDF_LIMITS.maxPages,
};

/** Threads started and not yet exited, across the process. */
const live = new Set<Worker>();

/** How many render threads are running now: zero once every render has ended, whatever way. */
export function liveRenderThreads(): number {
  return live.size;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} ${ms === 1000 ? 'second' : 'seconds'}`;

/**
 * Sanitises and renders the HTML as a PDF in a worker thread of its own, so the caller's event loop
 * stays free. The thread is ended (and its exit awaited) when the time limit passes; past a limit
 * it rejects with a PdfLimitError whose message is meant for the user.
 */
export async function renderPdfInThread(
  title: string,
  html: string,
  limits: Partial<PdfRenderLimits> = {},
): Promise<Buffer> {
  const { timeLimitMs, maxHeapMb, maxPages } = { ...PDF_RENDER_LIMITS, ...limits };
  const input: RenderThreadInput = { title, html, maxPages };
  const worker = new Worker(THREAD_PATH, {
    workerData: input,
    // The thread is plain JavaScript: the parent's loader flags (tsx, vitest) are of no use there.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
  });
  live.add(worker);
  const exited = new Promise<number>((resolve) => {
    worker.once('exit', (code) => {
      live.delete(worker);
      resolve(code);
    });
  });
  let timer: NodeJS.Timeout | undefined;
  const answered = new Promise<RenderThreadAnswer>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    exited.then((code) => reject(new Error(`the PDF thread stopped without an answer (exit code ${code})`)));
    timer = setTimeout(
      () =>
        reject(
          new PdfLimitError(
            `The PDF took longer than ${seconds(timeLimitMs)} to render. Shorten the document or split it into parts.`,
          ),
        ),
      timeLimitMs,
    );
  });
  try {
    const answer = await answered;
    if (answer.ok) return Buffer.from(answer.pdf);
    throw answer.limit ? new PdfLimitError(answer.message) : new Error(`PDF rendering failed: ${answer.message}`);
  } catch (error) {
    throw outOfMemory(error)
      ? new PdfLimitError(`The PDF needed more than ${maxHeapMb} MB of memory to render.`)
      : error;
  } finally {
    clearTimeout(timer);
    await worker.terminate();
    await exited;
  }
}

function outOfMemory(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}
