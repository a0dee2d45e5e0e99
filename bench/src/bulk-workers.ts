import { availableParallelism, loadavg } from 'node:os';
import type { BulkUploadDetail } from '@doclens/api';
import { createDb, findBulkUpload } from '@doclens/db';
import { measureMachineCpu } from './cpu-usage';
import { signInAsEnterprise } from './enterprise-session';
import { writeFigureLines } from './figure-line';
import { type BenchDocument, loadFixtureDocuments } from './fixture-documents';
import { type GatewayProcess, startGatewayProcess } from './gateway-process';
import { redisCpuSeconds, samplePostgresCpu, treeCpuSeconds } from './process-cpu';
import { createScratchDeployment } from './scratch-deployment';
import { formatMs } from './statistics';
import { type ServiceProcess, startServiceProcess, stopOnInterrupt, stopServiceProcesses } from './worker-processes';

/**
 * Bulk scaling: one 50-file batch of real PDFs (contracts, CVs, essays) through the gateway, with
 * one bulk worker process and then with two, each in its own process as containers would run them.
 */
const PROCESS_COUNTS = (process.env.BENCH_BULK_PROCESSES ?? '1,2').split(',').map(Number);
/** A folder for V8 CPU profiles of the bulk processes (`--cpu-prof`), when set. */
const CPU_PROFILE_DIR = process.env.BENCH_BULK_CPU_PROFILE_DIR;
/**
 * One job slot per process, so adding a process adds capacity: with the default slots, one process
 * already fills both cores of a small machine and the second has nothing left to add.
 */
const SLOTS_PER_PROCESS = 1;
const BATCH_FILES = 50;
const WARM_UP_FILES = 4;
const POLL_INTERVAL_MS = 100;
const TARGET_RATIO = 1.7;
const FIELDS = ['Parties', 'Agreement Date', 'Governing Law', 'Expiration Date', 'Renewal Term', 'Email'];

interface Run {
  processes: number;
  /** From the upload request to the batch's completion, as the user waits. */
  wallMs: number;
  /** From the upload's answer (files stored, flow queued) to the batch's completion: the workers' part. */
  processingMs: number;
  failed: number;
  cpuBusy: number;
  loadAtStart: number;
  loadAtEnd: number;
  /** CPU seconds (user + system) per file, by where they were spent. */
  cpuPerFile: CpuSplit;
}

interface CpuSplit {
  bulkMainThread: number;
  bulkOtherThreads: number;
  pdfProcesses: number;
  gateway: number;
  postgres: number;
  redis: number;
}

const documents = loadFixtureDocuments().slice(0, BATCH_FILES);
const deployment = await createScratchDeployment();
/**
 * The batch's status is read from Postgres, one indexed row: a request through the gateway costs
 * milliseconds of CPU (session, plugins, serialisation) on the cores the workers are measured on.
 */
const statusDb = createDb({ url: deployment.config.database.url, poolSize: 1 });
let gateway: GatewayProcess | undefined;
stopOnInterrupt(() => statusDb.destroy().finally(() => deployment.dispose()));
try {
  gateway = await startGatewayProcess(deployment.env);
  const cookie = await signInAsEnterprise(gateway.baseUrl, deployment.config.database.url);
  const runs: Run[] = [];
  for (const processes of PROCESS_COUNTS) runs.push(await measure(gateway.baseUrl, cookie, processes));
  print(runs, SLOTS_PER_PROCESS);
} finally {
  await gateway?.stop();
  await statusDb.destroy();
  await deployment.dispose();
}

async function measure(baseUrl: string, cookie: string, processes: number): Promise<Run> {
  const workers: ServiceProcess[] = Array.from({ length: processes }, (_, index) =>
    startServiceProcess({
      name: `bulk #${index + 1}`,
      entry: 'services/bulk/src/main.ts',
      env: { ...deployment.env, LOG_LEVEL: 'info', EXTRACTION_CONCURRENCY: String(SLOTS_PER_PROCESS) },
      readyMessage: 'bulk service started',
      nodeFlags: CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [],
    }),
  );
  try {
    await Promise.all(workers.map((worker) => worker.ready));
    await runBatch(baseUrl, cookie, documents.slice(0, WARM_UP_FILES * processes));
    const loadAtStart = loadavg()[0] ?? 0;
    const cpuBusy = measureMachineCpu();
    const cpuBefore = cpuSplit(workers);
    const postgresCpu = samplePostgresCpu(new URL(deployment.config.database.url).pathname.slice(1));
    const started = performance.now();
    const done = await runBatch(baseUrl, cookie, documents);
    const ended = performance.now();
    const cpuAfter = cpuSplit(workers);
    const postgres = postgresCpu();
    const perFile = (key: keyof CpuSplit) => (cpuAfter[key] - cpuBefore[key]) / documents.length;
    return {
      processes,
      wallMs: ended - started,
      processingMs: ended - done.acceptedAt,
      failed: done.batch.failedFiles,
      cpuBusy: cpuBusy(),
      loadAtStart,
      loadAtEnd: loadavg()[0] ?? 0,
      cpuPerFile: {
        bulkMainThread: perFile('bulkMainThread'),
        bulkOtherThreads: perFile('bulkOtherThreads'),
        pdfProcesses: perFile('pdfProcesses'),
        gateway: perFile('gateway'),
        postgres: postgres / documents.length,
        redis: perFile('redis'),
      },
    };
  } finally {
    await stopServiceProcesses(workers);
  }
}

function cpuSplit(workers: readonly ServiceProcess[]): CpuSplit {
  const split: CpuSplit = {
    bulkMainThread: 0,
    bulkOtherThreads: 0,
    pdfProcesses: 0,
    gateway: 0,
    postgres: 0,
    redis: 0,
  };
  for (const worker of workers) {
    const tree = treeCpuSeconds(worker.pid);
    split.bulkMainThread += tree.mainThread;
    split.bulkOtherThreads += tree.parent - tree.mainThread;
    split.pdfProcesses += tree.children;
  }
  if (gateway) {
    const tree = treeCpuSeconds(gateway.pid);
    split.gateway = tree.parent + tree.children;
  }
  split.redis = redisCpuSeconds();
  return split;
}

async function runBatch(
  baseUrl: string,
  cookie: string,
  files: readonly BenchDocument[],
): Promise<{ batch: BulkUploadDetail; acceptedAt: number }> {
  const call = async <T>(method: string, path: string, body?: string | FormData): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}) },
      body,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { id } = await call<{ id: number }>(
    'POST',
    '/api/bulk-uploads',
    JSON.stringify({ name: 'bench', analysisType: 'data_extraction', extractionParameters: FIELDS }),
  );
  const form = new FormData();
  for (const file of files)
    form.append('files', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), file.name);
  await call('POST', `/api/bulk-uploads/${id}/files`, form);
  const acceptedAt = performance.now();
  while ((await findBulkUpload(statusDb, id))?.status !== 'completed')
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  return { batch: await call<BulkUploadDetail>('GET', `/api/bulk-uploads/${id}`), acceptedAt };
}

function print(runs: Run[], concurrency: number): void {
  const [one, two] = runs;
  const ratio = (key: 'wallMs' | 'processingMs') => (one && two ? one[key] / two[key] : Number.NaN);
  const cores = availableParallelism();
  const ms = (value: number) => `${Math.round(value * 1000)} ms`;
  const row = (run: Run) =>
    `| ${run.processes} | ${run.processes * concurrency} | ${formatMs(run.wallMs)} | ${formatMs(run.processingMs)} | ${(documents.length / (run.wallMs / 1000)).toFixed(2)} | ${Math.round(run.cpuBusy * 100)}% | ${run.loadAtStart.toFixed(1)} → ${run.loadAtEnd.toFixed(1)} | ${run.failed} |`;
  const cpuRow = (run: Run) => {
    const split = run.cpuPerFile;
    const total = Object.values(split).reduce((sum, value) => sum + value, 0);
    return `| ${run.processes} | ${ms(split.bulkMainThread)} | ${ms(split.bulkOtherThreads)} | ${ms(split.pdfProcesses)} | ${ms(split.gateway)} | ${ms(split.postgres)} | ${ms(split.redis)} | ${ms(total)} |`;
  };
  const ratioLine = (label: string, value: number) =>
    `${label}: ${value.toFixed(2)}× (target ≥ ${TARGET_RATIO}×) ${value >= TARGET_RATIO ? '✔' : '✘'}`;
  process.stdout.write(
    [
      `bulk scaling benchmark — one batch of ${documents.length} real PDFs, ${FIELDS.length} fields each, ${cores} cores, local engine`,
      '',
      '| bulk processes | job slots | wall time | after upload | files/s | machine CPU busy | load average start → end | failed files |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...runs.map(row),
      '',
      'CPU time (user + system) per file, by process:',
      '',
      '| bulk processes | bulk main thread | bulk other threads | PDF processes | gateway | Postgres | Redis (shared server) | total |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...runs.map(cpuRow),
      '',
      ratioLine('2 ÷ 1, wall time', ratio('wallMs')),
      ratioLine('2 ÷ 1, after upload', ratio('processingMs')),
      `what limits it: ${cores} cores shared by the gateway, the workers, Postgres, Redis and this script; the ceiling is about 1 ÷ CPU busy with one process = ${one ? (1 / one.cpuBusy).toFixed(2) : '?'}×.`,
    ].join('\n'),
  );
  process.stdout.write('\n');
  writeFigureLines([
    { name: 'bulk.scaling_ratio', value: ratio('wallMs'), goal: `>=${TARGET_RATIO}` },
    { name: 'bulk.scaling_ratio_after_upload', value: ratio('processingMs'), goal: `>=${TARGET_RATIO}` },
    ...runs.map((run) => ({
      name: `bulk.cpu_ms_per_file_${run.processes}_processes`,
      value: Math.round(Object.values(run.cpuPerFile).reduce((sum, value) => sum + value, 0) * 1000),
      goal: '-',
    })),
  ]);
}
