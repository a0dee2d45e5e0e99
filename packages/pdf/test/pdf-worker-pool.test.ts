import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { extractPdfTextWith } from '../src/extract-pdf-text';
import type { PdfExtractionLimits, PdfExtractionOutcome } from '../src/index';
import { PdfWorkerPool, type PdfWorkerPoolOptions } from '../src/pdf-worker-pool';
import { buildTextPdf } from './text-pdf-builder';

const LIMITS: PdfExtractionLimits = { maxPages: 5_000, planName: 'enterprise', timeoutMs: 20_000, maxMemoryMb: 256 };
const NOTICE = buildTextPdf([['NOTICE OF TERMINATION'], ['The agreement ends on 1 March.']]);
const INVOICE = buildTextPdf([['INVOICE 42', 'Amount due: $310']]);
// Long enough to be in progress a moment after it is sent.
const MEDIUM = buildTextPdf(Array.from({ length: 300 }, (_, page) => [`Page ${page}`, 'A line of text on it.']));
// Thousands of pages: far longer to read than the short deadlines below allow.
const SLOW = buildTextPdf(
  Array.from({ length: 3_000 }, (_, page) => Array.from({ length: 40 }, (_, line) => `Page ${page} line ${line}`)),
);

const pools: PdfWorkerPool[] = [];
function pool(options: Partial<PdfWorkerPoolOptions> = {}): PdfWorkerPool {
  const created = new PdfWorkerPool(options);
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.stop()));
});

function textOf(outcome: PdfExtractionOutcome): string | undefined {
  return outcome.ok ? outcome.pages.map((page) => page.text).join('\n') : undefined;
}

describe('PdfWorkerPool', () => {
  it('reads consecutive documents in one warm process, each with only its own text', async () => {
    const warm = pool();
    expect(textOf(await extractPdfTextWith(warm, NOTICE, LIMITS))).toBe(
      'NOTICE OF TERMINATION\nThe agreement ends on 1 March.',
    );
    expect(textOf(await extractPdfTextWith(warm, INVOICE, LIMITS))).toBe('INVOICE 42\nAmount due: $310');
    expect(textOf(await extractPdfTextWith(warm, NOTICE, LIMITS))).toBe(
      'NOTICE OF TERMINATION\nThe agreement ends on 1 March.',
    );
    expect(warm.processesStarted).toBe(1);
    expect(warm.idleProcessCount).toBe(1);
  });

  it('reads a view of a larger buffer, and leaves the caller’s bytes as they were', async () => {
    const warm = pool();
    const padded = new Uint8Array(INVOICE.byteLength + 8);
    padded.set(INVOICE, 8);
    const view = padded.subarray(8);
    expect(textOf(await extractPdfTextWith(warm, view, LIMITS))).toBe('INVOICE 42\nAmount due: $310');
    expect(Buffer.from(view).equals(Buffer.from(INVOICE))).toBe(true);
  });

  it('replaces a process after it has served its number of documents', async () => {
    const recycling = pool({ documentsPerProcess: 2 });
    for (let document = 0; document < 5; document++) {
      expect((await extractPdfTextWith(recycling, INVOICE, LIMITS)).ok).toBe(true);
    }
    expect(recycling.processesStarted).toBe(3);
  });

  it('keeps processes of different memory limits apart', async () => {
    const byLimit = pool();
    await extractPdfTextWith(byLimit, INVOICE, LIMITS);
    await extractPdfTextWith(byLimit, INVOICE, { ...LIMITS, maxMemoryMb: 384 });
    await extractPdfTextWith(byLimit, INVOICE, LIMITS);
    await extractPdfTextWith(byLimit, INVOICE, { ...LIMITS, maxMemoryMb: 384 });
    expect(byLimit.processesStarted).toBe(2);
  });

  it('kills a warm process that misses the deadline, and reads the next document in a new one', async () => {
    const warm = pool();
    expect((await extractPdfTextWith(warm, INVOICE, LIMITS)).ok).toBe(true);
    const slow = await extractPdfTextWith(warm, SLOW, { ...LIMITS, timeoutMs: 300 });
    expect(slow).toMatchObject({ ok: false, reason: 'timeout' });
    // The timed-out document ran in the warm process; it is gone, not handed out again.
    expect(warm.processesStarted).toBe(1);
    expect(warm.idleProcessCount).toBe(0);
    expect(textOf(await extractPdfTextWith(warm, INVOICE, LIMITS))).toBe('INVOICE 42\nAmount due: $310');
    expect(warm.processesStarted).toBe(2);
  });

  it('does not keep a process that ran out of memory, and the next document still extracts', async () => {
    const starvedPool = pool();
    const starved = await extractPdfTextWith(starvedPool, INVOICE, { ...LIMITS, maxMemoryMb: 2 });
    expect(starved).toMatchObject({ ok: false, reason: 'out_of_memory' });
    expect(starvedPool.idleProcessCount).toBe(0);
    expect(textOf(await extractPdfTextWith(starvedPool, INVOICE, LIMITS))).toBe('INVOICE 42\nAmount due: $310');
    expect(starvedPool.processesStarted).toBe(2);
  });

  it('does not reuse the process that read a damaged file', async () => {
    const warm = pool();
    await extractPdfTextWith(warm, INVOICE, LIMITS);
    const damaged = await extractPdfTextWith(warm, new TextEncoder().encode('%PDF-1.7\nnot really'), LIMITS);
    expect(damaged).toMatchObject({ ok: false, reason: 'damaged' });
    expect(warm.idleProcessCount).toBe(0);
    expect((await extractPdfTextWith(warm, INVOICE, LIMITS)).ok).toBe(true);
    expect(warm.processesStarted).toBe(2);
  });

  it('does not reuse a process whose extraction was aborted', async () => {
    const warm = pool();
    await extractPdfTextWith(warm, INVOICE, LIMITS);
    const controller = new AbortController();
    const aborted = extractPdfTextWith(warm, SLOW, LIMITS, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('shutting down')), 50);
    await expect(aborted).rejects.toThrow('shutting down');
    expect(warm.idleProcessCount).toBe(0);
    expect((await extractPdfTextWith(warm, INVOICE, LIMITS)).ok).toBe(true);
    expect(warm.processesStarted).toBe(2);
  });

  it('finishes the document in hand when the process group gets Ctrl-C or a stop signal', async () => {
    const warm = pool();
    expect((await extractPdfTextWith(warm, INVOICE, LIMITS)).ok).toBe(true);
    // The warm process the next extraction will take (the most recently used one).
    const worker = warm.acquire(LIMITS.maxMemoryMb);
    warm.release(worker, true);
    const pid = worker.child.pid as number;
    const reading = extractPdfTextWith(warm, MEDIUM, LIMITS);
    setTimeout(() => {
      process.kill(pid, 'SIGINT');
      process.kill(pid, 'SIGTERM');
    }, 100);
    // The service drains its jobs after a stop signal; the parent, not the signal, ends the process.
    expect(await reading).toMatchObject({ ok: true, pageCount: 300 });
    expect(warm.processesStarted).toBe(1);
  });

  it('reads the document in a new process when a stop signal caught the first one while it started', async () => {
    const warm = pool();
    // Signalled before it can set up anything: as a Ctrl-C landing just as the service forks it.
    const starting = warm.acquire(LIMITS.maxMemoryMb);
    process.kill(starting.child.pid as number, 'SIGINT');
    warm.release(starting, true);
    expect(textOf(await extractPdfTextWith(warm, INVOICE, LIMITS))).toBe('INVOICE 42\nAmount due: $310');
    expect(warm.processesStarted).toBe(2);
  });

  it('ends processes that stay idle past the idle timeout', async () => {
    const quiet = pool({ idleTimeoutMs: 200 });
    await extractPdfTextWith(quiet, INVOICE, LIMITS);
    expect(quiet.idleProcessCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(quiet.idleProcessCount).toBe(0);
    expect((await extractPdfTextWith(quiet, INVOICE, LIMITS)).ok).toBe(true);
    expect(quiet.processesStarted).toBe(2);
  });

  it('kills every process on stop, and starts a new one when asked again', async () => {
    const stopping = pool();
    await Promise.all([extractPdfTextWith(stopping, INVOICE, LIMITS), extractPdfTextWith(stopping, NOTICE, LIMITS)]);
    expect(stopping.idleProcessCount).toBe(2);
    await stopping.stop();
    expect(stopping.idleProcessCount).toBe(0);
    expect((await extractPdfTextWith(stopping, INVOICE, LIMITS)).ok).toBe(true);
    expect(stopping.processesStarted).toBe(3);
  });

  it('lets a script exit while its warm processes wait for work', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'doclens-pdf-pool-'));
    const script = join(dir, 'extract-once.mts');
    // Warm for a day: a script held open by its idle process would not end within the test at all.
    writeFileSync(
      script,
      `import { extractPdfTextWith, PdfWorkerPool } from ${JSON.stringify(join(import.meta.dirname, '../src/index.ts'))};
const pool = new PdfWorkerPool({ idleTimeoutMs: 24 * 60 * 60 * 1000 });
const outcome = await extractPdfTextWith(pool, new Uint8Array(${JSON.stringify([...INVOICE])}), ${JSON.stringify(LIMITS)});
process.stdout.write(outcome.ok ? outcome.pages[0].text : outcome.reason);\n`,
    );
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      cwd: resolve(import.meta.dirname, '../../..'),
      // Only so that a regression fails before the test's own timeout, with the script's output.
      timeout: 50_000,
    }).finally(() => rmSync(dir, { recursive: true, force: true }));
    expect(stdout).toBe('INVOICE 42\nAmount due: $310');
  });
});
