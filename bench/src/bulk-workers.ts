import { availableParallelism, loadavg } from 'node:os';
import type { BulkUploadDetail } from '@doclens/api';
import { measureMachineCpu } from './cpu-usage';
import { signInAsEnterprise } from './enterprise-session';
import { type BenchDocument, loadFixtureDocuments } from './fixture-documents';
import { type GatewayProcess, startGatewayProcess } from './gateway-process';
import { createScratchDeployment } from './scratch-deployment';
import { formatMs } from './statistics';
import { type ServiceProcess, startServiceProcess, stopOnInterrupt, stopServiceProcesses } from './worker-processes';

/**
 * Bulk scaling: one 50-file batch of real PDFs (contracts, CVs, essays) through the gateway, with
 * one bulk worker process and then with two, each in its own process as containers would run them.
 */
const PROCESS_COUNTS = [1, 2] as const;
/**
 * One job slot per process, so adding a process adds capacity: with the default slots, one process
 * already fills both cores of a small machine and the second has nothing left to add.
 */
const SLOTS_PER_PROCESS = 1;
const BATCH_FILES = 50;
const WARM_UP_FILES = 4;
const POLL_INTERVAL_MS = 200;
const TARGET_RATIO = 1.7;
const FIELDS = ['Parties', 'Agreement Date', 'Governing Law', 'Expiration Date', 'Renewal Term', 'Email'];

interface Run {
  processes: number;
  wallMs: number;
  failed: number;
  cpuBusy: number;
  loadAtStart: number;
}

const documents = loadFixtureDocuments().slice(0, BATCH_FILES);
const deployment = await createScratchDeployment();
let gateway: GatewayProcess | undefined;
stopOnInterrupt(() => deployment.dispose());
try {
  gateway = await startGatewayProcess(deployment.env);
  const cookie = await signInAsEnterprise(gateway.baseUrl, deployment.config.database.url);
  const runs: Run[] = [];
  for (const processes of PROCESS_COUNTS) runs.push(await measure(gateway.baseUrl, cookie, processes));
  print(runs, SLOTS_PER_PROCESS);
} finally {
  await gateway?.stop();
  await deployment.dispose();
}

async function measure(baseUrl: string, cookie: string, processes: number): Promise<Run> {
  const workers: ServiceProcess[] = Array.from({ length: processes }, (_, index) =>
    startServiceProcess({
      name: `bulk #${index + 1}`,
      entry: 'services/bulk/src/main.ts',
      env: { ...deployment.env, LOG_LEVEL: 'info', EXTRACTION_CONCURRENCY: String(SLOTS_PER_PROCESS) },
      readyMessage: 'bulk service started',
    }),
  );
  try {
    await Promise.all(workers.map((worker) => worker.ready));
    await runBatch(baseUrl, cookie, documents.slice(0, WARM_UP_FILES * processes));
    const loadAtStart = loadavg()[0] ?? 0;
    const cpuBusy = measureMachineCpu();
    const started = performance.now();
    const done = await runBatch(baseUrl, cookie, documents);
    return {
      processes,
      wallMs: performance.now() - started,
      failed: done.failedFiles,
      cpuBusy: cpuBusy(),
      loadAtStart,
    };
  } finally {
    await stopServiceProcesses(workers);
  }
}

async function runBatch(baseUrl: string, cookie: string, files: readonly BenchDocument[]): Promise<BulkUploadDetail> {
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
  for (;;) {
    const batch = await call<BulkUploadDetail>('GET', `/api/bulk-uploads/${id}`);
    if (batch.status === 'completed') return batch;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

function print(runs: Run[], concurrency: number): void {
  const [one, two] = runs;
  const ratio = one && two ? one.wallMs / two.wallMs : Number.NaN;
  const cores = availableParallelism();
  const row = (run: Run) =>
    `| ${run.processes} | ${run.processes * concurrency} | ${formatMs(run.wallMs)} | ${(documents.length / (run.wallMs / 1000)).toFixed(2)} | ${Math.round(run.cpuBusy * 100)}% | ${run.loadAtStart.toFixed(1)} | ${run.failed} |`;
  process.stdout.write(
    [
      `bulk scaling benchmark — one batch of ${documents.length} real PDFs, ${FIELDS.length} fields each, ${cores} cores, local engine`,
      '',
      '| bulk processes | job slots | wall time | files/s | machine CPU busy | load average at start | failed files |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...runs.map(row),
      '',
      `2 ÷ 1: ${ratio.toFixed(2)}× (target ≥ ${TARGET_RATIO}×) ${ratio >= TARGET_RATIO ? '✔' : '✘'}`,
      `what limits it: ${cores} cores shared by the gateway, the workers, Postgres, Redis and this script; the ceiling is about 1 ÷ CPU busy with one process = ${one ? (1 / one.cpuBusy).toFixed(2) : '?'}×.`,
      '',
    ].join('\n'),
  );
}
