import { type DocumentProgress, readingProgressSchema } from '@doclens/api';
import type { DocumentSummary } from '@doclens/db';
import type { Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { GatewayDependencies } from '../gateway-dependencies';
import { isQueueReachable, pipelineJobFor } from './pipeline-jobs';
import { typicalJobDurationMs } from './typical-job-duration';

type ProgressQueue = Pick<GatewayDependencies, 'jobs' | 'redis'>;
type TrackedDocument = Pick<DocumentSummary, 'id' | 'status' | 'processingStage' | 'pipelineAttempt'>;

/**
 * How far the document's current pipeline job has come, read from the job itself: its place in
 * the queue, the page the extraction worker reports, or that a worker has it. Undefined when the
 * document is not in a step, its job is not (or no longer) queued, or Redis cannot be read: the
 * progress only adds to the stage, which Postgres holds.
 */
export async function documentProgressOf(
  queue: ProgressQueue,
  document: TrackedDocument,
  log: FastifyBaseLogger,
): Promise<DocumentProgress | undefined> {
  if (document.status === 'completed' || document.status === 'failed') return undefined;
  const definition = pipelineJobFor(document.processingStage);
  if (!definition || !isQueueReachable(queue)) return undefined;
  const jobId = definition.jobId({ documentId: document.id, attempt: document.pipelineAttempt, requestId: '' });
  try {
    const pipelineQueue = queue.jobs.queue(definition.queue);
    const job = await pipelineQueue.getJob(jobId);
    if (!job) return undefined;
    const state = await job.getState();
    const typicalMs = () => typicalJobDurationMs(queue.jobs, definition.queue, definition.name);
    if (state === 'waiting' || state === 'prioritized') {
      const ahead = await jobsAhead(queue.redis, pipelineQueue.keys.wait, jobId);
      return withStartEstimate(ahead, await pipelineQueue.getActiveCount(), await typicalMs());
    }
    if (state === 'delayed') return job.attemptsMade > 0 ? { state: 'retrying' } : { state: 'queued', ahead: 0 };
    if (state === 'active') return readingProgressOf(job) ?? workingProgressOf(job, await typicalMs());
    return undefined;
  } catch (error) {
    log.warn({ err: error, documentId: document.id }, 'could not read the progress of the document’s job');
    return undefined;
  }
}

/** The item answered for `document`, with the progress of its job when there is any to tell. */
export async function withProgressOf<Item extends object>(
  queue: ProgressQueue,
  document: TrackedDocument,
  item: Item,
  log: FastifyBaseLogger,
): Promise<Item & { progress?: DocumentProgress }> {
  const progress = await documentProgressOf(queue, document, log);
  return progress ? { ...item, progress } : item;
}

/**
 * Document jobs waiting before this one, of its own kind: BullMQ adds a job at the left of the
 * wait list and workers take from the right, so those are the ids to its right. Other jobs of the
 * queue (questions) are short and not counted.
 */
async function jobsAhead(redis: Redis, waitKey: string | undefined, jobId: string): Promise<number> {
  if (waitKey === undefined) return 0;
  const index = await redis.lpos(waitKey, jobId);
  if (index === null) return 0;
  const after = await redis.lrange(waitKey, index + 1, -1);
  const kind = jobId.slice(0, jobId.indexOf('-') + 1);
  return after.filter((id) => id.startsWith(kind)).length;
}

/**
 * While every worker is busy (as many as hold a job now), the document starts once the jobs ahead
 * of it and one round of those running have finished: about half a run for the running ones, then
 * a full run for each round of the jobs ahead.
 */
function withStartEstimate(ahead: number, busyWorkers: number, typicalMs: number | undefined): DocumentProgress {
  if (typicalMs === undefined || busyWorkers === 0) return { state: 'queued', ahead };
  const rounds = Math.ceil((ahead + 1) / busyWorkers);
  const startsInSeconds = Math.round(((rounds - 0.5) * typicalMs) / 1000);
  return startsInSeconds >= 1 ? { state: 'queued', ahead, startsInSeconds } : { state: 'queued', ahead };
}

/** A step without pages to count: the time left at its recent run time, unless it already took longer. */
function workingProgressOf(job: Job, typicalMs: number | undefined): DocumentProgress {
  if (typicalMs === undefined || job.processedOn === undefined) return { state: 'working' };
  const secondsLeft = Math.round((typicalMs - (Date.now() - job.processedOn)) / 1000);
  return secondsLeft >= 1 ? { state: 'working', secondsLeft } : { state: 'working' };
}

/** The page the worker reports, and the time left at the pace of the pages it has read so far. */
function readingProgressOf(job: Job): DocumentProgress | undefined {
  const reported = readingProgressSchema.safeParse(job.progress);
  if (!reported.success) return undefined;
  const { page, pageCount, ocr } = reported.data;
  const pagesRead = page - 1;
  const elapsedMs = job.processedOn === undefined ? 0 : Date.now() - job.processedOn;
  if (pagesRead === 0 || elapsedMs <= 0) return { state: 'reading', page, pageCount, ocr };
  const secondsLeft = Math.round(((elapsedMs / pagesRead) * (pageCount - pagesRead)) / 1000);
  return { state: 'reading', page, pageCount, ocr, secondsLeft };
}
