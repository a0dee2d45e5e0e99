import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PLANS } from '@doclens/api';
import { extractPdfText, type PdfExtractionLimits, type PdfPage, stopPdfWorkers } from '@doclens/pdf';
import { scannedCopyOf } from '@doclens/testing/scanned-pdf';
// The quality report's own scoring, so that the benchmark and `npm run quality` cannot disagree.
import { tokenF1, tokensOf } from '../../packages/engine/quality/extraction-quality';
import { type Figure, writeFigureLines } from './figure-line';
import { watchLoadAverage } from './machine-load';
import { treeCpuSeconds } from './process-cpu';
import { processTree, readProcessMemory } from './process-memory';

/**
 * OCR speed and memory: fixture contracts are scanned (their first pages rendered to 200 DPI JPEG
 * pictures wrapped in a new PDF, no text layer) and read back by the product's extractPdfText with
 * the enterprise plan's limits, as the extraction worker calls it. Prints seconds per OCR page, the
 * peak resident size of the extraction child (pdf.js, the page picture and tesseract.js together)
 * and the token F1 of the OCR text against the original text layer.
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

/** The highest VmHWM of this process's children (the extraction child) while `run` runs. */
async function withChildPeak<T>(run: () => Promise<T>): Promise<{ result: T; peakBytes: number }> {
  let peakBytes = 0;
  const sample = () => {
    for (const pid of processTree(process.pid).slice(1)) {
      peakBytes = Math.max(peakBytes, readProcessMemory(pid)?.peakRssBytes ?? 0);
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

async function pagesOf(bytes: Uint8Array): Promise<PdfPage[]> {
  const outcome = await extractPdfText(bytes, LIMITS);
  if (!outcome.ok) throw new Error(`extraction failed: ${outcome.message}`);
  return outcome.pages;
}

/** One line of the bench's table on standard output. */
function line(text: string): void {
  process.stdout.write(`${text}\n`);
}

async function main(): Promise<void> {
  const load = watchLoadAverage();
  line('OCR bench: the first pages of fixture contracts scanned, read back by extractPdfText; one run');
  line('contract | OCR pages | wall s/page | child CPU s/page | child peak RSS MB | token F1');
  let totalSeconds = 0;
  let totalCpuSeconds = 0;
  let totalPages = 0;
  let overallPeak = 0;
  let lowestF1 = 1;
  for (const name of CONTRACTS) {
    const original = new Uint8Array(readFileSync(join(CONTRACTS_DIR, name)));
    const textPages = await pagesOf(original);
    const pageNumbers = textPages.slice(0, PAGES_PER_CONTRACT).map((page) => page.pageNumber);
    const scan = await scannedCopyOf(original, { pages: pageNumbers });
    // A fresh child per contract, so its peak is this document's.
    await stopPdfWorkers();
    const cpuBefore = treeCpuSeconds(process.pid).children;
    const startedAt = performance.now();
    const { result: ocrPages, peakBytes } = await withChildPeak(() => pagesOf(scan));
    const seconds = (performance.now() - startedAt) / 1000;
    // The child is still alive (kept warm): its own CPU time, pdf.js, rendering and tesseract.js' thread.
    const cpuSeconds = treeCpuSeconds(process.pid).children - cpuBefore;
    const read = ocrPages.filter((page) => page.source === 'ocr').length;
    const f1 = tokenF1(
      tokensOf(ocrPages.map((page) => page.text).join('\n')),
      tokensOf(
        textPages
          .slice(0, PAGES_PER_CONTRACT)
          .map((page) => page.text)
          .join('\n'),
      ),
    );
    totalSeconds += seconds;
    totalCpuSeconds += cpuSeconds;
    totalPages += read;
    overallPeak = Math.max(overallPeak, peakBytes);
    lowestF1 = Math.min(lowestF1, f1);
    line(
      `${name.slice(0, 40)} | ${read} | ${(seconds / Math.max(1, read)).toFixed(2)} | ${(cpuSeconds / Math.max(1, read)).toFixed(2)} | ${(peakBytes / MB).toFixed(0)} | ${f1.toFixed(3)}`,
    );
  }
  line(
    `all | ${totalPages} | ${(totalSeconds / Math.max(1, totalPages)).toFixed(2)} | ${(totalCpuSeconds / Math.max(1, totalPages)).toFixed(2)} | ${(overallPeak / MB).toFixed(0)} | (per page includes starting the OCR engine once per document)`,
  );
  await stopPdfWorkers();
  line(load.summary());
  const figures: Figure[] = [
    { name: 'ocr.cpu_s_per_page', value: totalCpuSeconds / Math.max(1, totalPages), goal: '-' },
    { name: 'ocr.wall_s_per_page', value: totalSeconds / Math.max(1, totalPages), goal: '-' },
    { name: 'ocr.peak_rss_mb', value: Math.round(overallPeak / MB), goal: `<=${LIMITS.maxMemoryMb}` },
    { name: 'ocr.token_f1_min', value: lowestF1, goal: '-' },
  ];
  writeFigureLines(figures);
}

await main();
