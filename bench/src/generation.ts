import { GENERATION_TEMPLATES, generatedHtmlToText } from '@doclens/api';
import { generateFromTemplate } from '@doclens/engine';
import { renderGeneratedPdf, sanitizeGeneratedHtml } from '@doclens/generated-documents';
import { type RenderPdfInput, runInThread, stopTaskThreads } from '@doclens/generation';
import { extractPdfText, stopPdfWorkers } from '@doclens/pdf';
import { type Figure, writeFigureLines } from './figure-line';
import { watchLoadAverage } from './machine-load';
import { formatSpread, percentile, spreadOf } from './statistics';

/**
 * The generator as the worker runs it (template, then the sanitiser) for each of the eleven
 * templates, and the PDF export of a 10-page document, each after a warm-up.
 */
const GENERATION_RUNS = 200;
const PDF_RUNS = 10;
const TARGET_PDF_CPU_MS = 60;
const TARGET_THREAD_RATIO = 1.5;
const PDF_PAGES = 10;
const LIMITS = { maxPages: 100, planName: 'pro', timeoutMs: 60_000, maxMemoryMb: 512 };

const load = watchLoadAverage();
const generationRows: string[] = [];
for (const template of GENERATION_TEMPLATES) {
  const parameters = Object.fromEntries(template.labels.map((label) => [label, `Sample ${label.toLowerCase()}`]));
  const generate = () => sanitizeGeneratedHtml(generateFromTemplate(template.name, parameters).html);
  for (let warm = 0; warm < 20; warm++) generate();
  const times: number[] = [];
  let html = '';
  for (let run = 0; run < GENERATION_RUNS; run++) {
    const started = performance.now();
    html = generate();
    times.push(performance.now() - started);
  }
  const words = generatedHtmlToText(html).split(/\s+/u).length;
  generationRows.push(
    `| ${template.name} | ${words} | ${percentile(times, 0.5).toFixed(2)} ms | ${percentile(times, 0.95).toFixed(2)} ms | ${Math.max(...times).toFixed(2)} ms |`,
  );
}

const tenPageHtml = await htmlOfPages(PDF_PAGES);
await renderGeneratedPdf('Warm-up', tenPageHtml);
const pdfTimes: number[] = [];
// CPU of the whole process (every thread, garbage collection included), beside the wall time.
const pdfCpuMs: number[] = [];
let bytes: Buffer = Buffer.alloc(0);
for (let run = 0; run < PDF_RUNS; run++) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  bytes = await renderGeneratedPdf('Bench', tenPageHtml);
  pdfTimes.push(performance.now() - started);
  const cpu = process.cpuUsage(cpuBefore);
  pdfCpuMs.push((cpu.user + cpu.system) / 1000);
}
const pages = await pageCountOf(bytes);

// The export as the generation service runs it: in a task thread, kept warm between exports.
// Alternated with the in-process render on the same document, so both see the same machine.
const threadInput: RenderPdfInput = { title: 'Bench', html: tenPageHtml, maxPages: 300 };
const inThread = () =>
  runInThread<Uint8Array>(
    { module: './render-pdf-task.ts', input: threadInput, what: 'Rendering the PDF' },
    { timeLimitMs: 60_000, maxHeapMb: 512 },
  );
const coldStarted = performance.now();
await inThread();
const coldThreadMs = performance.now() - coldStarted;
const threadTimes: number[] = [];
const alternatedInProcess: number[] = [];
for (let run = 0; run < PDF_RUNS; run++) {
  let started = performance.now();
  await inThread();
  threadTimes.push(performance.now() - started);
  started = performance.now();
  await renderGeneratedPdf('Bench', tenPageHtml);
  alternatedInProcess.push(performance.now() - started);
}
await stopTaskThreads();
await stopPdfWorkers();
const threadRatio = percentile(threadTimes, 0.5) / percentile(alternatedInProcess, 0.5);

const pdfCpu = spreadOf(pdfCpuMs);
const figures: Figure[] = [
  { name: 'generation.pdf_export_cpu_ms', value: pdfCpu.median, goal: `<=${TARGET_PDF_CPU_MS}` },
  { name: 'generation.pdf_export_wall_ms', value: percentile(pdfTimes, 0.5), goal: '-' },
  { name: 'generation.pdf_export_thread_ratio', value: threadRatio, goal: `<=${TARGET_THREAD_RATIO}` },
];
process.stdout.write(
  [
    `generation benchmark — local templates with the sanitiser, ${GENERATION_RUNS} runs each after a warm-up`,
    '',
    '| template | words | p50 | p95 | max |',
    '| --- | --- | --- | --- | --- |',
    ...generationRows,
    '',
    `PDF export of a ${pages}-page document (${(bytes.length / 1024).toFixed(0)} KB) in this process after a warm-up, ${PDF_RUNS} runs: wall ${formatSpread(spreadOf(pdfTimes), 0, ' ms')}; CPU ${formatSpread(pdfCpu, 0, ' ms')} (target ≤ ${TARGET_PDF_CPU_MS} ms) ${pdfCpu.median <= TARGET_PDF_CPU_MS ? '✔' : '✘'}`,
    `the same through the generation service's task thread, alternated with the in-process render: first (cold) ${coldThreadMs.toFixed(0)} ms, then ${formatSpread(spreadOf(threadTimes), 0, ' ms')} against ${formatSpread(spreadOf(alternatedInProcess), 0, ' ms')} in process`,
    load.summary(),
  ].join('\n'),
);
process.stdout.write('\n');
writeFigureLines(figures);

/** Employment contracts end to end until the PDF reaches `target` pages. */
async function htmlOfPages(target: number): Promise<string> {
  const employment = GENERATION_TEMPLATES.find((template) => template.id === 'employment-contract');
  const one = generateFromTemplate(employment?.name ?? 'Employment Contract', {}).html;
  let copies = 1;
  for (;;) {
    const html = sanitizeGeneratedHtml(Array.from({ length: copies }, () => one).join(''));
    const count = await pageCountOf(await renderGeneratedPdf('Sizing', html));
    if (count >= target) return html;
    copies += 1;
  }
}

async function pageCountOf(pdf: Buffer): Promise<number> {
  const outcome = await extractPdfText(new Uint8Array(pdf), LIMITS);
  if (!outcome.ok) throw new Error(`the exported PDF could not be read: ${outcome.reason}`);
  return outcome.pageCount;
}
