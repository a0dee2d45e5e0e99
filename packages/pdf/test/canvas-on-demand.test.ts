import { readFileSync } from 'node:fs';
import { scannedCopyOf } from '@doclens/testing/scanned-pdf';
import { afterAll, describe, expect, it } from 'vitest';
import { extractPdfTextWith } from '../src/extract-pdf-text';
import type { PdfExtractionLimits, PdfExtractionOutcome } from '../src/index';
import { PdfWorkerPool } from '../src/pdf-worker-pool';
import { buildTextPdf } from './text-pdf-builder';

const LIMITS: PdfExtractionLimits = {
  maxPages: 50,
  planName: 'free',
  timeoutMs: 30_000,
  maxMemoryMb: 512,
  maxOcrPages: 1,
};
const LINES = [['TERMINATION NOTICE', 'The lease ends on the last day of March.']];
/** The native library the canvas package loads: Skia, some 20 MB resident once mapped. */
const NATIVE_CANVAS = /skia\.[^/\n]*\.node/;

/** The one process this pool keeps warm, taken and given back so the next document goes to it. */
function warmProcessPid(pool: PdfWorkerPool): number | undefined {
  const worker = pool.acquire(LIMITS.maxMemoryMb);
  pool.release(worker, true);
  return worker.child.pid;
}

function textOf(outcome: PdfExtractionOutcome): string {
  if (!outcome.ok) throw new Error(`extraction failed: ${outcome.message}`);
  return outcome.pages.map((page) => page.text).join('\n');
}

// Linux only: the test reads which libraries the child has mapped from /proc.
describe.runIf(process.platform === 'linux')('the native canvas in the extraction process', () => {
  const pool = new PdfWorkerPool({ maxIdleProcessesPerLimit: 1 });
  afterAll(() => pool.stop());

  it('is not loaded to read a text PDF, and is loaded when a scanned page is read', async () => {
    expect(textOf(await extractPdfTextWith(pool, buildTextPdf(LINES), LIMITS))).toContain('TERMINATION NOTICE');
    const pid = warmProcessPid(pool);
    expect(readFileSync(`/proc/${pid}/maps`, 'utf8')).not.toMatch(NATIVE_CANVAS);

    const scan = await scannedCopyOf(buildTextPdf(LINES), { dpi: 150 });
    expect(textOf(await extractPdfTextWith(pool, scan, LIMITS))).toContain('TERMINATION');
    expect(warmProcessPid(pool)).toBe(pid);
    expect(readFileSync(`/proc/${pid}/maps`, 'utf8')).toMatch(NATIVE_CANVAS);
  }, 60_000);
});
