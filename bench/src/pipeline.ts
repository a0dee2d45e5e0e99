import { availableParallelism } from 'node:os';
import { runDirect } from './direct-pipeline';
import { loadFixtureDocuments } from './fixture-documents';
import { type RunningSystem, startRunningSystem } from './running-system';
import { formatMs, percentile, sum } from './statistics';

/**
 * Uploads real PDFs through the running system (gateway → object store → extraction worker →
 * analysis worker) and compares it with the same extraction and analysis called in a loop: the
 * ratio is what the queue, the database and HTTP add.
 */
const documents = loadFixtureDocuments();
const BURST_IN_FLIGHT = 8;

async function timedThroughPipeline(system: RunningSystem, index: number) {
  const document = documents[index];
  if (!document) throw new Error('no document');
  const started = performance.now();
  const id = await system.upload(document);
  const done = await system.waitUntilDone(id);
  return { name: document.name, status: done.status, pages: done.pageCount ?? 0, ms: performance.now() - started };
}

async function burst(system: RunningSystem) {
  const results: Awaited<ReturnType<typeof timedThroughPipeline>>[] = [];
  let next = 0;
  const started = performance.now();
  const lanes = Array.from({ length: BURST_IN_FLIGHT }, async () => {
    while (next < documents.length) results.push(await timedThroughPipeline(system, next++));
  });
  await Promise.all(lanes);
  return { results, wallMs: performance.now() - started };
}

const direct = await runDirect(documents);
const system = await startRunningSystem();
try {
  const sequential = [];
  for (let index = 0; index < documents.length; index++) sequential.push(await timedThroughPipeline(system, index));
  const { results: parallel, wallMs } = await burst(system);

  const directMs = sum(direct.map((run) => run.ms));
  const sequentialMs = sum(sequential.map((run) => run.ms));
  const around20Pages = sequential.filter((run) => run.pages >= 15 && run.pages <= 25).map((run) => run.ms);
  const failed = [...sequential, ...parallel].filter((run) => run.status !== 'completed');
  const latencies = parallel.map((run) => run.ms);

  process.stdout.write(
    [
      `pipeline benchmark — ${documents.length} real PDFs (contracts, CVs, essays), ${availableParallelism()} cores, local engine`,
      '',
      '| measure | value |',
      '| --- | --- |',
      `| direct loop (extract + analyse, no queue) | ${(documents.length / (directMs / 1000)).toFixed(2)} docs/s |`,
      `| pipeline, one document at a time | ${(documents.length / (sequentialMs / 1000)).toFixed(2)} docs/s |`,
      `| queue overhead (pipeline ÷ direct time, one at a time) | ${(sequentialMs / directMs).toFixed(2)}× (target ≤ 1.20×) |`,
      `| pipeline, ${BURST_IN_FLIGHT} uploads in flight | ${(documents.length / (wallMs / 1000)).toFixed(2)} docs/s |`,
      `| upload → completed p50 / p95 (${BURST_IN_FLIGHT} in flight) | ${formatMs(percentile(latencies, 0.5))} / ${formatMs(percentile(latencies, 0.95))} |`,
      `| upload → completed p50, 15–25-page PDFs, one at a time (${around20Pages.length} docs) | ${formatMs(percentile(around20Pages, 0.5))} (target ≤ 2 s) |`,
      `| documents not completed | ${failed.length} |`,
      '',
    ].join('\n'),
  );
} finally {
  await system.stop();
}
