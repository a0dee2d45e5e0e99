import { availableParallelism, loadavg } from 'node:os';
import type { AppConfig } from '@doclens/config';
import { measureMachineCpu } from './cpu-usage';
import { signInAsEnterprise } from './enterprise-session';
import { writeFigureLines } from './figure-line';
import { type BenchDocument, loadFixtureDocuments } from './fixture-documents';
import { createGatewayClient, type GatewayClient } from './gateway-client';
import { type GatewayProcess, startGatewayProcess } from './gateway-process';
import { forEachInFlight } from './in-flight';
import { createScratchDeployment } from './scratch-deployment';
import { formatMs, percentile } from './statistics';
import { type ServiceProcess, startServiceProcess, stopOnInterrupt, stopServiceProcesses } from './worker-processes';

/**
 * Worker scaling: the gateway, the extraction workers and the analysis workers each in their own
 * process, as separate containers would run them. The same real PDFs go through with 1 process of
 * each kind, then with 2, and the throughputs are compared.
 */
const PROCESS_COUNTS = [1, 2] as const;
const IN_FLIGHT = 8;
/** Slower than the web app's polling, so status requests take little of the CPU the workers need. */
const POLL_INTERVAL_MS = 100;
/** Per process and type: fresh processes pay one-off costs (grammar checker, pdf.js) on first use. */
const WARM_UP_DOCUMENTS = 2;
const TARGET_RATIO = 1.8;

interface ScalingRun {
  processes: number;
  wallMs: number;
  latencies: number[];
  /** Why each document that did not complete failed, as the user would read it. */
  failures: string[];
  cpuBusy: number;
  loadAtStart: number;
}

const documents = loadFixtureDocuments();
const deployment = await createScratchDeployment();
let gateway: GatewayProcess | undefined;
stopOnInterrupt(() => deployment.dispose());
try {
  gateway = await startGatewayProcess(deployment.env);
  const client = createGatewayClient(
    gateway.baseUrl,
    await signInAsEnterprise(gateway.baseUrl, deployment.config.database.url),
    POLL_INTERVAL_MS,
  );
  const runs: ScalingRun[] = [];
  for (const processes of PROCESS_COUNTS) runs.push(await measureWithWorkers(client, processes));
  printTable(runs, deployment.config);
} finally {
  await gateway?.stop();
  await deployment.dispose();
}

async function measureWithWorkers(client: GatewayClient, processes: number): Promise<ScalingRun> {
  const workers = Array.from({ length: processes }, (_, index) => [
    startWorker('extraction', index),
    startWorker('analysis', index),
  ]).flat();
  try {
    await Promise.all(workers.map((worker) => worker.ready));
    await runThrough(client, warmUpDocuments(processes), Number.POSITIVE_INFINITY);
    const loadAtStart = loadavg()[0] ?? 0;
    const cpuBusy = measureMachineCpu();
    const started = performance.now();
    const outcome = await runThrough(client, documents, IN_FLIGHT);
    return { processes, wallMs: performance.now() - started, ...outcome, cpuBusy: cpuBusy(), loadAtStart };
  } finally {
    await stopServiceProcesses(workers);
  }
}

function startWorker(kind: 'extraction' | 'analysis', index: number): ServiceProcess {
  return startServiceProcess({
    name: `${kind} #${index + 1}`,
    entry: `services/${kind}/src/main.ts`,
    // Info level for the start-up line the readiness check waits for.
    env: { ...deployment.env, LOG_LEVEL: 'info' },
    readyMessage: `${kind} service started`,
  });
}

/** Enough documents of each type that every worker process is likely to have run each kind once. */
function warmUpDocuments(processes: number): BenchDocument[] {
  const perType = WARM_UP_DOCUMENTS * processes;
  const types = [...new Set(documents.map((document) => document.type))];
  return types.flatMap((type) => documents.filter((document) => document.type === type).slice(0, perType));
}

async function runThrough(client: GatewayClient, toRun: BenchDocument[], inFlight: number) {
  const latencies: number[] = [];
  const failures: string[] = [];
  await forEachInFlight(toRun, inFlight, async (document) => {
    const started = performance.now();
    const done = await client.waitUntilDone(await client.upload(document));
    latencies.push(performance.now() - started);
    if (done.status !== 'completed') failures.push(`${document.name}: ${done.failureReason ?? done.status}`);
  });
  return { latencies, failures };
}

function printTable(runs: ScalingRun[], config: AppConfig): void {
  const { extraction, analysis } = config.workers.concurrency;
  const docsPerSecond = (run: ScalingRun) => documents.length / (run.wallMs / 1000);
  const [one, two] = runs;
  const ratio = one && two ? docsPerSecond(two) / docsPerSecond(one) : Number.NaN;
  const cores = availableParallelism();
  const ceiling = one ? 1 / one.cpuBusy : Number.NaN;
  const row = (run: ScalingRun) =>
    `| ${run.processes} + ${run.processes} | ${run.processes * extraction} / ${run.processes * analysis} | ${formatMs(run.wallMs)} | ${docsPerSecond(run).toFixed(2)} | ${formatMs(percentile(run.latencies, 0.5))} / ${formatMs(percentile(run.latencies, 0.95))} | ${Math.round(run.cpuBusy * 100)}% | ${run.loadAtStart.toFixed(1)} | ${run.failures.length} |`;
  process.stdout.write(
    [
      `worker scaling benchmark — ${documents.length} real PDFs, ${IN_FLIGHT} uploads in flight, gateway and each worker in its own process, ${cores} cores, local engine`,
      `each process runs EXTRACTION_CONCURRENCY=${extraction} / ANALYSIS_CONCURRENCY=${analysis} jobs at once; warm-up of ${WARM_UP_DOCUMENTS} documents per type and process before each timed run`,
      '',
      '| extraction + analysis processes | job slots (extraction / analysis) | wall time | docs/s | upload → completed p50 / p95 | machine CPU busy | load average at start | not completed |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...runs.map(row),
      '',
      `2 + 2 ÷ 1 + 1: ${ratio.toFixed(2)}× (target ≥ ${TARGET_RATIO}×) ${ratio >= TARGET_RATIO ? '✔' : '✘'}`,
      ...runs.flatMap((run) =>
        run.failures.map((failure) => `not completed with ${run.processes} + ${run.processes}: ${failure}`),
      ),
      `what limits it: ${cores} cores shared by the gateway, every worker, Postgres, Redis, this script and anything else running; the work is CPU-bound, so a second process of each kind can only use what 1 + 1 left idle: ceiling ≈ 1 ÷ CPU busy during 1 + 1 = ${ceiling.toFixed(2)}×.`,
      `load average at the end: ${(loadavg()[0] ?? 0).toFixed(1)}`,
    ].join('\n'),
  );
  process.stdout.write('\n');
  writeFigureLines([
    { name: 'workers.scaling_ratio', value: ratio, goal: `>=${TARGET_RATIO}` },
    { name: 'workers.ceiling_from_cpu', value: ceiling, goal: '-' },
    ...runs.map((run) => ({
      name: `workers.p95_s_${run.processes}_plus_${run.processes}`,
      value: percentile(run.latencies, 0.95) / 1000,
      goal: '-',
    })),
  ]);
}
