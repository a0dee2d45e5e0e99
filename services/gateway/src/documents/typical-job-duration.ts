import type { JobProducer, QueueName } from '@doclens/queue';

/** Finished jobs looked at; the queue keeps the last thousand (job-producer.ts). */
const RECENT_JOBS = 50;
/** Fewer finished runs than this say nothing about the next one. */
const MIN_SAMPLES = 3;
/** Every poll of every processing document asks; the answer changes slowly. */
const CACHE_MS = 30_000;

interface Cached {
  at: number;
  durationMs: Promise<number | undefined>;
}

const caches = new WeakMap<JobProducer, Map<string, Cached>>();

/**
 * How long a job of this kind has recently taken to run (the median of the last finished ones,
 * from the worker taking it to its end), for estimates of the time left; undefined until enough
 * have finished.
 */
export function typicalJobDurationMs(
  jobs: JobProducer,
  queue: QueueName,
  jobName: string,
): Promise<number | undefined> {
  let cache = caches.get(jobs);
  if (!cache) {
    cache = new Map();
    caches.set(jobs, cache);
  }
  const key = `${queue}/${jobName}`;
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.durationMs;
  const durationMs = medianRunMs(jobs, queue, jobName);
  cache.set(key, { at: Date.now(), durationMs });
  // A failed read is not kept: the next poll asks again.
  durationMs.catch(() => cache.delete(key));
  return durationMs;
}

async function medianRunMs(jobs: JobProducer, queue: QueueName, jobName: string): Promise<number | undefined> {
  const finished = await jobs.queue(queue).getJobs(['completed'], 0, RECENT_JOBS - 1);
  const runs = finished
    .filter((job) => job.name === jobName && job.processedOn !== undefined && job.finishedOn !== undefined)
    .map((job) => (job.finishedOn ?? 0) - (job.processedOn ?? 0))
    .sort((a, b) => a - b);
  if (runs.length < MIN_SAMPLES) return undefined;
  return runs[Math.floor(runs.length / 2)];
}
