import type { Logger } from '@doclens/logger';
import { clusterSafePrefix, createWorkerConnection, type JobProducer } from '@doclens/queue';
import { Job, QueueEvents } from 'bullmq';

/** How a job the request waits on ended, or that it had not ended when the wait was over. */
export type JobResult =
  | { status: 'completed'; value: unknown }
  | { status: 'failed'; reason: string }
  | { status: 'unfinished' };

export interface GenerationJobResults {
  /** Waits up to `waitMs` for the job of the `generation` queue to end. */
  wait(jobId: string, waitMs: number): Promise<JobResult>;
  /** Takes the job off the queue if no worker has started it yet. */
  withdraw(jobId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Waits for `generation` jobs the gateway enqueued, through BullMQ's queue events: one Redis
 * connection for all waiting requests, opened on the first wait, so a gateway that never exports
 * holds none.
 */
export function generationJobResults(
  jobs: JobProducer,
  redis: { url: string; queuePrefix: string },
  logger: Logger,
): GenerationJobResults {
  let events: Promise<QueueEvents> | undefined;
  let connection: ReturnType<typeof createWorkerConnection> | undefined;
  const queue = () => jobs.queue('generation');

  const queueEvents = (): Promise<QueueEvents> => {
    events ??= (async () => {
      connection = createWorkerConnection(redis.url);
      const created = new QueueEvents('generation', {
        connection,
        prefix: clusterSafePrefix(redis.queuePrefix),
      });
      created.on('error', (error) => logger.warn({ err: error }, 'generation queue events: connection error'));
      await created.waitUntilReady();
      return created;
    })();
    return events;
  };

  const settled = async (jobId: string): Promise<JobResult> => {
    const job = await Job.fromId(queue(), jobId);
    if (!job) return { status: 'unfinished' };
    const state = await job.getState();
    if (state === 'completed') return { status: 'completed', value: job.returnvalue };
    if (state === 'failed') return { status: 'failed', reason: job.failedReason };
    return { status: 'unfinished' };
  };

  return {
    async wait(jobId, waitMs) {
      const listening = await queueEvents();
      const job = await Job.fromId(queue(), jobId);
      if (!job) return { status: 'unfinished' };
      try {
        return { status: 'completed', value: await job.waitUntilFinished(listening, waitMs) };
      } catch {
        // Failed, or no word within the wait: the job's stored state says which, and it also
        // covers an end that happened before the events connection was listening.
        return settled(jobId);
      }
    },
    async withdraw(jobId) {
      const job = await Job.fromId(queue(), jobId);
      // A started job holds a lock and cannot be removed; it finds its input gone or runs out its time limit.
      await job?.remove().catch(() => undefined);
    },
    async close() {
      const created = events;
      const opened = connection;
      events = undefined;
      connection = undefined;
      if (!created) return;
      const listening = await created.catch(() => undefined);
      await listening?.close();
      // The connection was handed to QueueEvents, which leaves a connection it did not open alone.
      opened?.disconnect();
    },
  };
}
