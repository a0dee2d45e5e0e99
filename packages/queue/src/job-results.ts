import type { Logger } from '@doclens/logger';
import { Job, QueueEvents } from 'bullmq';
import type { JobProducer } from './job-producer';
import { clusterSafePrefix, type QueueName } from './queue-names';
import { createWorkerConnection } from './redis-connection';

/** How a job someone waits on ended, or that it had not ended when the wait was over. */
export type JobResult =
  | { status: 'completed'; value: unknown }
  | { status: 'failed'; reason: string }
  | { status: 'unfinished' };

/** One job of one queue, as a waiter names it. */
export interface JobRef {
  queue: QueueName;
  jobId: string;
}

/**
 * The one way to wait for a job's end: a request that must answer with a worker's result, and a
 * long poll that answers when the work it shows has moved on, are both told by the queue's events
 * instead of polling Postgres or Redis.
 */
export interface JobResults {
  /**
   * Waits up to `waitMs` for the job to end; a job that already ended answers at once. An aborted
   * `signal` (the caller went away) ends the wait as "unfinished".
   */
  wait(job: JobRef, waitMs: number, signal?: AbortSignal): Promise<JobResult>;
  /** Waits up to `waitMs` for the first of the jobs to end (or for none, if the list is empty). */
  waitForAny(jobs: readonly JobRef[], waitMs: number, signal?: AbortSignal): Promise<JobResult>;
  /** Takes the job off its queue if no worker has started it yet, or once it has ended. */
  withdraw(job: JobRef): Promise<void>;
  /** Ends every wait in progress as "unfinished" (a closing process answers its callers now), then disconnects. */
  close(): Promise<void>;
}

interface Listener {
  events: Promise<QueueEvents>;
  connection: ReturnType<typeof createWorkerConnection>;
}

/**
 * BullMQ queue events for the queues someone waits on: one blocking Redis connection per queue
 * for every waiting request, opened on the first wait, so a process that never waits on a queue
 * holds none for it.
 */
export function createJobResults(
  jobs: JobProducer,
  redis: { url: string; queuePrefix: string },
  logger: Logger,
): JobResults {
  const listeners = new Map<QueueName, Listener>();
  // Aborted by close(): waits in progress end at once instead of holding a closing process.
  let closing = new AbortController();

  const queueEvents = (queue: QueueName): Promise<QueueEvents> => {
    const existing = listeners.get(queue);
    if (existing) return existing.events;
    const connection = createWorkerConnection(redis.url);
    const events = (async () => {
      const created = new QueueEvents(queue, { connection, prefix: clusterSafePrefix(redis.queuePrefix) });
      created.on('error', (error) => logger.warn({ err: error, queue }, 'queue events: connection error'));
      await created.waitUntilReady();
      return created;
    })();
    listeners.set(queue, { events, connection });
    return events;
  };

  const settled = async ({ queue, jobId }: JobRef): Promise<JobResult> => {
    const job = await Job.fromId(jobs.queue(queue), jobId);
    if (!job) return { status: 'unfinished' };
    const state = await job.getState();
    if (state === 'completed') return { status: 'completed', value: job.returnvalue };
    if (state === 'failed') return { status: 'failed', reason: job.failedReason };
    return { status: 'unfinished' };
  };

  const wait = async (ref: JobRef, waitMs: number, signal?: AbortSignal): Promise<JobResult> => {
    const stop = signal ? AbortSignal.any([signal, closing.signal]) : closing.signal;
    if (stop.aborted) return { status: 'unfinished' };
    const listening = await queueEvents(ref.queue);
    const job = await Job.fromId(jobs.queue(ref.queue), ref.jobId);
    if (!job) return { status: 'unfinished' };
    const abandon = abandonedWhen(stop);
    try {
      const value = await Promise.race([job.waitUntilFinished(listening, waitMs), abandon.promise]);
      return { status: 'completed', value };
    } catch (error) {
      if (error instanceof WaitAbandoned) return { status: 'unfinished' };
      // Failed, or no word within the wait: the job's stored state says which, and it also
      // covers an end that happened before the events connection was listening.
      return settled(ref);
    } finally {
      abandon.release();
    }
  };

  return {
    wait,
    async waitForAny(refs, waitMs, signal) {
      if (refs.length === 0) return { status: 'unfinished' };
      // Each wait ends by itself at `waitMs`, so the ones that lose the race release their listeners.
      return Promise.race(refs.map((ref) => wait(ref, waitMs, signal)));
    },
    async withdraw({ queue, jobId }) {
      const job = await Job.fromId(jobs.queue(queue), jobId);
      // A started job holds a lock and cannot be removed; it finds its input gone or runs out its time limit.
      await job?.remove().catch(() => undefined);
    },
    async close() {
      closing.abort();
      closing = new AbortController();
      const open = [...listeners.values()];
      listeners.clear();
      await Promise.all(
        open.map(async ({ events, connection }) => {
          const listening = await events.catch(() => undefined);
          await listening?.close();
          // The connection was handed to QueueEvents, which leaves a connection it did not open alone.
          connection.disconnect();
        }),
      );
    },
  };
}

class WaitAbandoned extends Error {
  override name = 'WaitAbandoned';
}

/**
 * A promise that rejects with WaitAbandoned once `signal` aborts, and `release` to stop listening
 * when the wait ended otherwise: the closing signal lives as long as the process, and must not
 * collect a listener per wait.
 */
function abandonedWhen(signal: AbortSignal): { promise: Promise<never>; release(): void } {
  let reject: (reason: WaitAbandoned) => void = () => undefined;
  const promise = new Promise<never>((_resolve, rejectWith) => {
    reject = rejectWith;
  });
  const onAbort = () => reject(new WaitAbandoned());
  // The signal may have aborted while the wait was still opening its listener.
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  return { promise, release: () => signal.removeEventListener('abort', onAbort) };
}
