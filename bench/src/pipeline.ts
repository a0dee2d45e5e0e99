import { availableParallelism } from 'node:os';
import { type Alternated, alternate, pairedRatios, roundsFromEnvironment } from './alternation';
import { createDirectPipeline } from './direct-pipeline';
import { type Figure, writeFigureLines } from './figure-line';
import { type BenchDocument, loadFixtureDocuments } from './fixture-documents';
import { forEachInFlight } from './in-flight';
import { watchLoadAverage } from './machine-load';
import { measureTreeCpu, samplePostgresCpu } from './process-cpu';
import { type RunningSystem, startRunningSystem } from './running-system';
import { formatSpread, mean, percentile, spreadOf, sum } from './statistics';

/**
 * Real PDFs uploaded through the running system (gateway → object store → extraction worker →
 * analysis worker, every service in this process as `npm start` runs them) against the same
 * extraction and analysis called in a loop. Both are warmed on the same documents first, then
 * measured in turns, so the ratio is what the queue, the database and HTTP add. Then bursts of 8
 * uploads in flight, with the CPU they cost: the latency a user meets, and how close it is to
 * the least the machine's cores allow.
 */
const documents = loadFixtureDocuments();
const ROUNDS = roundsFromEnvironment(5);
const IN_FLIGHT = 8;
/** Every third document in the one-at-a-time comparison: each type, and a third of the time. */
const SEQUENTIAL_DOCUMENTS = documents.filter((_, index) => index % 3 === 0);
const WARM_UP_PER_TYPE = 2;
const TARGET_OVERHEAD = 1.2;
const TARGET_P95_S = 5;
const TARGET_MEAN_OVER_MINIMUM = 1.2;

interface Pass {
  latenciesMs: number[];
  wallMs: number;
  /** CPU seconds of this process with its PDF children, and of the database's Postgres backends. */
  cpuSeconds: number;
  failed: string[];
}

const load = watchLoadAverage();
const cores = availableParallelism();
const direct = createDirectPipeline();
const system = await startRunningSystem();
try {
  const databaseName = new URL(system.databaseUrl).pathname.slice(1);
  // Both paths warm on the same documents (pdf.js children, the engine's models, pools, JIT).
  const warmUp = warmUpDocuments();
  await direct.run(warmUp);
  await pass(system, databaseName, warmUp, 1);
  const oneAtATime = await alternate(
    async () => sum((await direct.run(SEQUENTIAL_DOCUMENTS)).map((run) => run.ms)),
    async () => sum((await pass(system, databaseName, SEQUENTIAL_DOCUMENTS, 1)).latenciesMs),
    { rounds: ROUNDS, warmUps: 0 },
  );
  const bursts: Pass[] = [];
  for (let round = 0; round < ROUNDS; round++) bursts.push(await pass(system, databaseName, documents, IN_FLIGHT));
  printReport(oneAtATime, bursts);
} finally {
  await system.stop();
}

/** A few documents of each type, for both paths to run untimed before anything is measured. */
function warmUpDocuments(): BenchDocument[] {
  const types = [...new Set(documents.map((document) => document.type))];
  return types.flatMap((type) => documents.filter((document) => document.type === type).slice(0, WARM_UP_PER_TYPE));
}

async function pass(
  running: RunningSystem,
  databaseName: string,
  toRun: BenchDocument[],
  inFlight: number,
): Promise<Pass> {
  const latenciesMs: number[] = [];
  const failed: string[] = [];
  const cpu = measureTreeCpu(process.pid);
  const postgresCpu = samplePostgresCpu(databaseName);
  const started = performance.now();
  await forEachInFlight(toRun, inFlight, async (document) => {
    const uploaded = performance.now();
    const done = await running.waitUntilDone(await running.upload(document));
    latenciesMs.push(performance.now() - uploaded);
    if (done.status !== 'completed') failed.push(`${document.name}: ${done.failureReason ?? done.status}`);
  });
  const wallMs = performance.now() - started;
  return { latenciesMs, wallMs, cpuSeconds: cpu() + postgresCpu(), failed };
}

/**
 * With the pipeline kept full, the mean latency is the documents in flight times the wall time
 * per document (Little's law); the least wall time per document is its CPU seconds spread over
 * every core. So the least mean latency the CPU allows is in-flight × CPU per document ÷ cores.
 */
function cpuBoundMeanMs(burst: Pass): number {
  return (IN_FLIGHT * (burst.cpuSeconds * 1000)) / (documents.length * cores);
}

function printReport(oneAtATime: Alternated<number, number>, bursts: Pass[]): void {
  const overhead = spreadOf(pairedRatios(oneAtATime, (directMs, pipelineMs) => pipelineMs / directMs));
  const docsPerSecond = (count: number, ms: number) => count / (ms / 1000);
  const directRate = spreadOf(oneAtATime.first.map((ms) => docsPerSecond(SEQUENTIAL_DOCUMENTS.length, ms)));
  const pipelineRate = spreadOf(oneAtATime.second.map((ms) => docsPerSecond(SEQUENTIAL_DOCUMENTS.length, ms)));
  const seconds = (values: number[]) => spreadOf(values.map((ms) => ms / 1000));
  const p95 = seconds(bursts.map((burst) => percentile(burst.latenciesMs, 0.95)));
  const p50 = seconds(bursts.map((burst) => percentile(burst.latenciesMs, 0.5)));
  const meanLatency = seconds(bursts.map((burst) => mean(burst.latenciesMs)));
  const cpuBound = seconds(bursts.map(cpuBoundMeanMs));
  const meanOverMinimum = spreadOf(bursts.map((burst) => mean(burst.latenciesMs) / cpuBoundMeanMs(burst)));
  const busy = spreadOf(bursts.map((burst) => burst.cpuSeconds / cores / (burst.wallMs / 1000)));
  const burstRate = spreadOf(bursts.map((burst) => docsPerSecond(documents.length, burst.wallMs)));
  const cpuPerDocument = spreadOf(bursts.map((burst) => (burst.cpuSeconds * 1000) / documents.length));
  const failed = bursts.flatMap((burst) => burst.failed);
  const mark = (met: boolean) => (met ? '✔' : '✘');
  const figures: Figure[] = [
    { name: 'pipeline.p95_s_8_in_flight', value: p95.median, goal: `<=${TARGET_P95_S}` },
    { name: 'pipeline.mean_over_cpu_minimum', value: meanOverMinimum.median, goal: `<=${TARGET_MEAN_OVER_MINIMUM}` },
    { name: 'pipeline.queue_overhead', value: overhead.median, goal: `<=${TARGET_OVERHEAD}` },
    { name: 'pipeline.cpu_ms_per_document', value: cpuPerDocument.median, goal: '-' },
    { name: 'pipeline.not_completed', value: failed.length, goal: '<=0' },
  ];
  process.stdout.write(
    [
      `pipeline benchmark — ${documents.length} real PDFs (contracts, CVs, essays), every service in this process, local engine; both paths warmed on ${warmUpDocuments().length} documents, then one at a time on ${SEQUENTIAL_DOCUMENTS.length} documents (every third) in turns, direct loop and pipeline, ${ROUNDS} rounds; then ${ROUNDS} bursts of all ${documents.length} with ${IN_FLIGHT} uploads in flight; medians (IQR, min–max); CPU is this process with its PDF children and the database's Postgres backends (Redis is shared with other clients and left out)`,
      '',
      '| measure | value | target |',
      '| --- | --- | --- |',
      `| direct loop (extract + analyse, no queue), one at a time | ${formatSpread(directRate, 2)} docs/s | — |`,
      `| pipeline, one at a time | ${formatSpread(pipelineRate, 2)} docs/s | — |`,
      `| queue overhead (pipeline ÷ direct time, per pair of rounds) | ${formatSpread(overhead, 2, '×')} | ≤ ${TARGET_OVERHEAD}× ${mark(overhead.median <= TARGET_OVERHEAD)} |`,
      `| pipeline, ${IN_FLIGHT} in flight | ${formatSpread(burstRate, 2)} docs/s | — |`,
      `| upload → completed p50, ${IN_FLIGHT} in flight | ${formatSpread(p50, 2, ' s')} | — |`,
      `| upload → completed p95, ${IN_FLIGHT} in flight | ${formatSpread(p95, 2, ' s')} | ≤ ${TARGET_P95_S} s ${mark(p95.median <= TARGET_P95_S)} |`,
      `| mean upload → completed, ${IN_FLIGHT} in flight | ${formatSpread(meanLatency, 2, ' s')} | — |`,
      `| CPU seconds per document (wall time: ${formatSpread(seconds(bursts.map((burst) => burst.wallMs)), 1, ' s')} per burst) | ${formatSpread(cpuPerDocument, 0, ' ms')} | — |`,
      `| least mean latency the CPU allows (${IN_FLIGHT} × CPU per document ÷ ${cores} cores) | ${formatSpread(cpuBound, 2, ' s')} | — |`,
      `| mean ÷ that least | ${formatSpread(meanOverMinimum, 2, '×')} | ≤ ${TARGET_MEAN_OVER_MINIMUM}× ${mark(meanOverMinimum.median <= TARGET_MEAN_OVER_MINIMUM)} |`,
      `| cores busy with the pipeline during a burst | ${formatSpread(busy, 2)} | — |`,
      `| documents not completed | ${failed.length}${failed.length > 0 ? ` (${failed.slice(0, 5).join('; ')})` : ''} | 0 ${mark(failed.length === 0)} |`,
      '',
      load.summary(),
    ].join('\n'),
  );
  process.stdout.write('\n');
  writeFigureLines(figures);
}
