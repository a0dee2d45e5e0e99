import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ANALYSIS_TIME_LIMIT_MS } from '@doclens/analysis';
import { maxFileSizeBytes, PLANS } from '@doclens/api';
import { createDb, type Document, findDocumentById } from '@doclens/db';
import { startGateway } from '@doclens/gateway';
import { createLogger } from '@doclens/logger';
import { PDF_READING_MAX_MEMORY_MB, PDF_READING_TIMEOUT_MS } from '@doclens/pdf';
import { signInAsEnterprise } from './enterprise-session';
import { type Figure, writeFigureLines } from './figure-line';
import { createGatewayClient } from './gateway-client';
import { buildGeneratedPdf, pagesOfText } from './generated-pdf';
import { watchLoadAverage } from './machine-load';
import { measureTreeCpu } from './process-cpu';
import { ProcessTreeMemorySampler } from './process-memory';
import { createScratchDeployment } from './scratch-deployment';
import { startServiceProcess } from './worker-processes';

/**
 * Peak memory of the extraction and analysis workers, each a process of its own started from its
 * main.ts, while they handle one generated 1,000-page PDF of about 50 MB (the enterprise plan's
 * file size cap) uploaded through the gateway by an enterprise user.
 */
const FIXTURES_DIR = resolve(import.meta.dirname, '../../../shared/fixtures');
const PAGE_COUNT = 1000;
/** Just under the enterprise upload cap, leaving room for the file's structure. */
const TARGET_FILE_BYTES = maxFileSizeBytes('enterprise') - 64 * 1024;
const SAMPLE_INTERVAL_MS = 100;
const TARGET_PEAK_MB = 400;
/** Well beyond the extraction and analysis time limits and the queue's retries. */
const DOCUMENT_TIMEOUT_MS = 10 * 60_000;
const MB = 1_048_576;
const SOCKET_CLOSE_GRACE_MS = 1000;

if (!existsSync(FIXTURES_DIR)) {
  process.stdout.write(`memory benchmark skipped: no fixtures at ${FIXTURES_DIR}\n`);
  process.exit(0);
}

const load = watchLoadAverage();
const pdf = generatedPdf();
// The workers log at info: their 'started' line and the extraction's own duration are read back.
const deployment = await createScratchDeployment({ LOG_LEVEL: 'info' });
const workers = ['extraction', 'analysis'].map((name) =>
  startServiceProcess({
    name,
    entry: `services/${name}/src/main.ts`,
    env: deployment.env,
    readyMessage: `${name} service started`,
  }),
);
// Each worker with its child processes: extraction parses in children of its own.
const samplers = new Map<string, ProcessTreeMemorySampler>();
const gateway = await startGateway(deployment.config, createLogger({ level: 'warn', service: 'gateway' }));
const db = createDb({ url: deployment.config.database.url, poolSize: 1 });
try {
  await Promise.all(workers.map((worker) => worker.ready));
  const idleRss = new Map<string, number>();
  for (const worker of workers) {
    const sampler = new ProcessTreeMemorySampler(worker.pid, SAMPLE_INTERVAL_MS);
    sampler.start();
    samplers.set(worker.name, sampler);
    idleRss.set(worker.name, sampler.lastRssBytes);
  }

  const cookie = await signInAsEnterprise(gateway.url, deployment.config.database.url);
  const cpuCounters = workers.map((worker) => [worker.name, measureTreeCpu(worker.pid)] as const);
  const client = createGatewayClient(gateway.url, cookie);
  const uploadStarted = performance.now();
  const documentId = await client.upload({
    name: 'generated-1000-pages.pdf',
    type: 'contract',
    bytes: new Uint8Array(pdf),
  });
  const document = await waitUntilFinished(documentId);
  const totalMs = performance.now() - uploadStarted;
  for (const sampler of samplers.values()) sampler.stop();
  const cpuSeconds = new Map(cpuCounters.map(([name, counter]) => [name, counter()]));

  printTable(document, totalMs, idleRss, cpuSeconds);
} finally {
  for (const sampler of samplers.values()) sampler.stop();
  await Promise.all(workers.map((worker) => worker.stop()));
  await gateway.stop();
  await db.destroy();
  // pg's pool.end() resolves before its sockets have closed; dropping the database WITH (FORCE)
  // in that moment ends those sessions from the server side, which pg raises as an unhandled error.
  await new Promise((resolveWait) => setTimeout(resolveWait, SOCKET_CLOSE_GRACE_MS));
  await deployment.dispose();
}

/** Pages of contract text, each with an image of noise that brings the file to about 50 MB. */
function generatedPdf(): Buffer {
  const textDir = join(FIXTURES_DIR, 'contracts', 'text');
  const text = readdirSync(textDir)
    .sort()
    .map((name) => readFileSync(join(textDir, name), 'utf8'))
    .join('\n');
  const pages = pagesOfText(text, PAGE_COUNT);
  const textOnlyBytes = buildGeneratedPdf(pages).length;
  // Each image also adds its dictionary, its drawing operators and a cross-reference entry.
  const imageOverheadBytes = 300;
  const imageBytesPerPage = Math.floor((TARGET_FILE_BYTES - textOnlyBytes) / PAGE_COUNT) - imageOverheadBytes;
  const bytes = buildGeneratedPdf(pages, { imageBytesPerPage });
  if (bytes.length > maxFileSizeBytes('enterprise')) throw new Error(`generated PDF too large: ${bytes.length} bytes`);
  return bytes;
}

/** Polls the document until it completes or fails, both workers die, or the deadline passes. */
async function waitUntilFinished(documentId: number): Promise<Document | undefined> {
  const deadline = Date.now() + DOCUMENT_TIMEOUT_MS;
  for (;;) {
    const document = await findDocumentById(db, documentId);
    if (document?.status === 'completed' || document?.status === 'failed') return document;
    // A dead worker cannot finish the document; the reconciler would only fail it at its deadline.
    if (workers.some((worker) => worker.hasExited()) || Date.now() > deadline) return document;
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
}

function printTable(
  document: Document | undefined,
  totalMs: number,
  idleRss: Map<string, number>,
  cpuSeconds: Map<string, number>,
): void {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
  const crashed = workers.filter((worker) => worker.exitedUnexpectedly());
  const completed = document?.status === 'completed';

  out(
    `memory benchmark — one generated ${PAGE_COUNT.toLocaleString('en-US')}-page PDF of ${(pdf.length / MB).toFixed(1)} MB (contract text and an image per page), uploaded as a contract by an enterprise user; extraction and analysis workers as processes of their own; RSS from /proc every ${SAMPLE_INTERVAL_MS} ms; one run (a peak is not averaged)`,
  );
  out();
  out(
    `| process (with its children) | RSS when idle | peak RSS, sampled sum | peak RSS, sum of each process's VmHWM | target ≤ ${TARGET_PEAK_MB} MB | CPU seconds on the document |`,
  );
  out('| --- | ---: | ---: | ---: | --- | ---: |');
  const figures: Figure[] = [];
  for (const worker of workers) {
    const sampledPeak = samplers.get(worker.name)?.peakRssBytes ?? 0;
    // The kernel's peaks cover spikes between samples, but each process's may fall at another moment.
    const peak = samplers.get(worker.name)?.peakBoundBytes ?? 0;
    const crashedWorker = worker.exitedUnexpectedly();
    const met = peak > 0 && peak / MB <= TARGET_PEAK_MB && !crashedWorker;
    out(
      `| ${worker.name} worker | ${mb(idleRss.get(worker.name) ?? 0)} | ${mb(sampledPeak)} | ${mb(peak)} | ${met ? '✔' : '✘'}${crashedWorker ? ' (crashed)' : ''} | ${(cpuSeconds.get(worker.name) ?? Number.NaN).toFixed(1)} |`,
    );
    figures.push({
      name: `memory.peak_rss_mb_${worker.name}`,
      value: Math.round(peak / MB),
      goal: `<=${TARGET_PEAK_MB}`,
    });
  }
  out();
  for (const worker of workers) out(`${worker.name} worker, ${processPeaks(worker.name)}`);
  out();
  out('| measure | value | target |');
  out('| --- | --- | --- |');
  out(
    `| document status | ${document?.status ?? 'missing'}${document?.failureReason ? ` — "${document.failureReason}"` : ''} | completed ${completed ? '✔' : '✘'} |`,
  );
  out(`| pages stored | ${document?.pageCount ?? 'n/a'} | ${PAGE_COUNT} |`);
  out(`| upload → finished | ${(totalMs / 1000).toFixed(1)} s | — |`);
  out(`| extraction, as the worker logged it | ${loggedDuration('extraction', 'durationMs')} | — |`);
  out(
    `| worker crashes | ${crashed.length === 0 ? 'none' : crashed.map((worker) => worker.name).join(', ')} | none ${crashed.length === 0 ? '✔' : '✘'} |`,
  );
  out();
  out(
    `Limits in force: extraction ${PDF_READING_TIMEOUT_MS / 1000} s per document and ${PDF_READING_MAX_MEMORY_MB} MB for each pdf.js child process, resident size and heap (packages/pdf/src/reading-limits.ts), ${PLANS.enterprise.maxPages.toLocaleString('en-US')} pages on the enterprise plan; analysis ${ANALYSIS_TIME_LIMIT_MS / 1000} s.`,
  );
  for (const worker of crashed) out(`${worker.name} last log lines:\n${worker.recentOutput()}`);
  out(load.summary());
  figures.push({ name: 'memory.document_completed', value: completed ? 1 : 0, goal: '>=1' });
  writeFigureLines(figures);
}

/**
 * Each process of a worker's tree at its own peak (VmHWM), so that a change can be told from
 * another: the worker, its PDF child, tsx's esbuild helper when it had files to compile.
 */
function processPeaks(name: string): string {
  const members = [...(samplers.get(name)?.members.values() ?? [])];
  const peaks = members.map((member) => `${member.label} ${(member.peakRssBytes / MB).toFixed(0)} MB`);
  return `each process at its own peak: ${peaks.join(', ') || 'n/a'}`;
}

function loggedDuration(name: string, field: string): string {
  const worker = workers.find((candidate) => candidate.name === name);
  const line = worker?.logLines().find((candidate) => typeof candidate[field] === 'number');
  return line ? `${((line[field] as number) / 1000).toFixed(1)} s` : 'n/a';
}
