import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PLANS } from '@doclens/api';
import {
  chooseOcrEngine,
  extractPdfTextWith,
  type OcrEngine,
  type PdfExtractionLimits,
  type PdfPage,
  PdfWorkerPool,
} from '@doclens/pdf';
import { scannedCopyOf } from '@doclens/testing/scanned-pdf';
// The quality report's own scoring, so that the benchmark and `npm run quality` cannot disagree.
import { tokenF1, tokensOf } from '../../packages/engine/quality/extraction-quality';
import { type Figure, writeFigureLines } from './figure-line';
import { watchLoadAverage } from './machine-load';
import { treeCpuSeconds } from './process-cpu';
import { processTree, readProcessMemory } from './process-memory';

/**
 * OCR speed and memory: fixture contracts are scanned (their first pages rendered to 200 DPI JPEG
 * pictures wrapped in a new PDF, no text layer) and read back by the product's extraction with the
 * enterprise plan's limits, as the extraction worker calls it, once with tesseract.js and once with
 * the native `tesseract` when it is installed, on the same pages. Prints seconds per OCR page (CPU
 * of the extraction child and of the tesseract processes it starts), the peak resident size of the
 * extraction child and the token F1 of the OCR text against the original text layer.
 */
const CONTRACTS_DIR = resolve(import.meta.dirname, '../../../shared/fixtures/contracts');
const CONTRACTS = [
  'HertzGroupRealtyTrustInc_20190920_S-11A_EX-10.8_11816941_EX-10.8_Trademark_License_Agreement.pdf',
  'SLINGERBAGINC_05_27_2020-EX-10.7-CONSULTING_AGREEMENT.PDF',
  'AzulSa_20170303_F-1A_EX-10.3_9943903_EX-10.3_Maintenance_Agreement2.pdf',
];
const PAGES_PER_CONTRACT = Number(process.env.BENCH_OCR_PAGES ?? 3);
const LIMITS: PdfExtractionLimits = {
  maxPages: PLANS.enterprise.maxPages,
  maxOcrPages: PLANS.enterprise.maxOcrPages,
  planName: 'enterprise',
  timeoutMs: 60_000,
  maxMemoryMb: 512,
};
const MB = 1_048_576;

/** The highest VmHWM of this process's descendants (the extraction child, a native tesseract) while `run` runs. */
async function withChildPeak<T>(run: () => Promise<T>): Promise<{ result: T; peakBytes: number }> {
  let peakBytes = 0;
  const sample = () => {
    for (const pid of processTree(process.pid).slice(1)) {
      // A tesseract process may end between the listing and the reading.
      const peak = readProcessMemory(pid)?.peakRssBytes ?? 0;
      if (Number.isFinite(peak)) peakBytes = Math.max(peakBytes, peak);
    }
  };
  const timer = setInterval(sample, 50);
  try {
    const result = await run();
    sample();
    return { result, peakBytes };
  } finally {
    clearInterval(timer);
  }
}

async function pagesOf(pool: PdfWorkerPool, bytes: Uint8Array): Promise<PdfPage[]> {
  const outcome = await extractPdfTextWith(pool, bytes, LIMITS);
  if (!outcome.ok) throw new Error(`extraction failed: ${outcome.message}`);
  return outcome.pages;
}

/** One line of the bench's table on standard output. */
function line(text: string): void {
  process.stdout.write(`${text}\n`);
}

interface EngineTotals {
  pages: number;
  seconds: number;
  cpuSeconds: number;
  peakBytes: number;
}

const ENGINES: Array<[string, OcrEngine]> = [
  ['tesseract.js', { kind: 'embedded' }],
  ['tesseract (native)', chooseOcrEngine()],
];

async function main(): Promise<void> {
  const load = watchLoadAverage();
  const scans: Array<{ name: string; scan: Uint8Array; reference: string }> = [];
  const textPool = new PdfWorkerPool();
  for (const name of CONTRACTS) {
    const original = new Uint8Array(readFileSync(join(CONTRACTS_DIR, name)));
    const textPages = (await pagesOf(textPool, original)).slice(0, PAGES_PER_CONTRACT);
    const scan = await scannedCopyOf(original, { pages: textPages.map((page) => page.pageNumber) });
    scans.push({ name, scan, reference: textPages.map((page) => page.text).join('\n') });
  }
  await textPool.stop();

  line('engine | contract | OCR pages | wall s/page | CPU s/page | peak RSS of one process MB | token F1');
  const totals = new Map<string, EngineTotals>();
  for (const [label, engine] of ENGINES) {
    if (label !== 'tesseract.js' && engine.kind !== 'native') {
      line(`${label} | not installed (apt-get install tesseract-ocr tesseract-ocr-eng)`);
      continue;
    }
    const total: EngineTotals = { pages: 0, seconds: 0, cpuSeconds: 0, peakBytes: 0 };
    for (const { name, scan, reference } of scans) {
      // A fresh child per contract, so its peak is this document's.
      const pool = new PdfWorkerPool({ ocrEngine: engine });
      const cpuBefore = treeCpuSeconds(process.pid).children;
      const startedAt = performance.now();
      const { result: ocrPages, peakBytes } = await withChildPeak(() => pagesOf(pool, scan));
      const seconds = (performance.now() - startedAt) / 1000;
      // The child is still alive (kept warm): its own CPU time, pdf.js, rendering and tesseract.js'
      // thread, and the native tesseract processes it started and waited for.
      const cpuSeconds = treeCpuSeconds(process.pid).children - cpuBefore;
      await pool.stop();
      const read = ocrPages.filter((page) => page.source === 'ocr').length;
      const f1 = tokenF1(tokensOf(ocrPages.map((page) => page.text).join('\n')), tokensOf(reference));
      total.pages += read;
      total.seconds += seconds;
      total.cpuSeconds += cpuSeconds;
      total.peakBytes = Math.max(total.peakBytes, peakBytes);
      line(
        `${label} | ${name.slice(0, 40)} | ${read} | ${(seconds / Math.max(1, read)).toFixed(2)} | ${(cpuSeconds / Math.max(1, read)).toFixed(2)} | ${(peakBytes / MB).toFixed(0)} | ${f1.toFixed(3)}`,
      );
    }
    totals.set(label, total);
    line(
      `${label} | all | ${total.pages} | ${(total.seconds / Math.max(1, total.pages)).toFixed(2)} | ${(total.cpuSeconds / Math.max(1, total.pages)).toFixed(2)} | ${(total.peakBytes / MB).toFixed(0)} | (per page includes starting the engine once per document)`,
    );
  }
  line('');
  line(load.summary());
  const figures: Figure[] = [...totals].map(([label, total]) => ({
    name: `ocr.cpu_seconds_per_page_${label === 'tesseract.js' ? 'embedded' : 'native'}`,
    value: total.cpuSeconds / Math.max(1, total.pages),
    goal: '-',
  }));
  writeFigureLines(figures);
}

await main();
