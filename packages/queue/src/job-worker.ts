import type { Logger } from '@doclens/logger';
import { inJobSpan } from '@doclens/telemetry';
import { type Job, UnrecoverableError, WaitingError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { jobsOfQueue } from './job-catalogue';
import type { JobDefinition, PayloadOf } from './job-definition';
import { clusterSafePrefix, type QueueName } from './queue-names';

export interface JobContext {
  job: Job;
  logger: Logger;
  /** Aborted when the worker is told to stop and the deadline passes. */
  signal: AbortSignal;
  /**
   * This attempt is the job's last: if it fails, BullMQ will not run the job again, so whatever
   * waits on it (a document, a question, a row) must be told now.
   */
  isLastAttempt: boolean;
  /**
   * Gives the job back to the queue for another worker, typically once `signal` aborted: without
   * it the job waits out its lock and the stalled-job check (up to a minute). The attempt is not
   * counted and the job is not failed, whatever the handler throws or returns afterwards.
   */
  handBack(): Promise<void>;
}

export type JobHandler<Definition extends JobDefinition = JobDefinition> = (
  payload: PayloadOf<Definition>,
  context: JobContext,
) => Promise<unknown>;

/** One handler per job name of the queue. */
export type HandlerMap = Record<string, JobHandler>;

export function handle<Definition extends JobDefinition>(
  definition: Definition,
  handler: JobHandler<Definition>,
): [string, JobHandler] {
  return [definition.name, handler as JobHandler];
}

export interface JobWorkerOptions {
  queue: QueueName;
  handlers: HandlerMap;
  connection: Redis;
  prefix: string;
  concurrency: number;
  shutdownTimeoutMs: number;
  /**
   * How long a job's lock lasts unrenewed; the stalled-job check runs as often, so a job whose
   * worker died runs again one to two of these later. BullMQ's default (30 s) when absent.
   */
  lockMs?: number;
  logger: Logger;
  /** Definitions to check against; the whole catalogue's jobs of this queue by default. */
  definitions?: JobDefinition[];
}

export interface JobWorker {
  worker: Worker;
  /** Finishes the jobs in hand, or abandons them to another worker when the deadline passes. */
  close(): Promise<void>;
}

export class MissingJobHandlerError extends Error {
  override name = 'MissingJobHandlerError';
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const definitions = options.definitions ?? jobsOfQueue(options.queue);
  assertEveryJobHandled(options.queue, definitions, options.handlers);
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const logger = options.logger.child({ queue: options.queue });
  const shutdown = new AbortController();

  const worker = new Worker(
    options.queue,
    async (job) => {
      const definition = byName.get(job.name);
      const handler = options.handlers[job.name];
      if (!definition || !handler) throw new UnrecoverableError(`No handler for job "${job.name}"`);
      const parsed = definition.payload.safeParse(job.data);
      if (!parsed.success) {
        throw new UnrecoverableError(`Invalid payload for ${job.name}: ${parsed.error.issues[0]?.message ?? ''}`);
      }
      const requestId = (parsed.data as { requestId?: string }).requestId;
      const attributes = {
        'messaging.system': 'bullmq',
        'messaging.destination.name': options.queue,
        'job.id': job.id ?? '',
      };
      return inJobSpan(`${options.queue} ${job.name}`, job.data.traceContext, attributes, async () => {
        const jobLogger = logger.child({ job: job.name, jobId: job.id, attempt: job.attemptsMade + 1, requestId });
        const handBack = handingBack(job, jobLogger);
        const context: JobContext = {
          job,
          logger: jobLogger,
          signal: shutdown.signal,
          isLastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
          handBack: handBack.run,
        };
        let result: unknown;
        try {
          result = await handler(parsed.data, context);
        } catch (error) {
          if (handBack.done()) throw new WaitingError();
          throw error;
        }
        // A job moved back to waiting is no longer ours to complete: BullMQ leaves it be on this error.
        if (handBack.done()) throw new WaitingError();
        if (definition.personalFields) await job.updateData(withoutPersonalFields(job.data, definition.personalFields));
        return result;
      });
    },
    {
      connection: options.connection,
      prefix: clusterSafePrefix(options.prefix),
      concurrency: options.concurrency,
      ...(options.lockMs === undefined ? {} : { lockDuration: options.lockMs, stalledInterval: options.lockMs }),
    },
  );
  worker.on('failed', (job, error) => {
    logger.warn({ job: job?.name, jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'job failed');
  });
  worker.on('error', (error) => logger.error({ err: error }, 'worker error'));
  // Operators read the queues' keys in Redis under this prefix (docs/operations.md).
  logger.info({ queuePrefix: clusterSafePrefix(options.prefix), concurrency: options.concurrency }, 'worker started');

  return {
    worker,
    close: () => closeWithDeadline(worker, shutdown, options.shutdownTimeoutMs, logger),
  };
}

function handingBack(job: Job, logger: Logger): { run(): Promise<void>; done(): boolean } {
  let handedBack = false;
  return {
    async run() {
      if (handedBack || !job.token) return;
      await job.moveToWait(job.token);
      handedBack = true;
      logger.info('job handed back to the queue for another worker');
    },
    done: () => handedBack,
  };
}

function withoutPersonalFields(data: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return { ...data, ...Object.fromEntries(fields.map((field) => [field, '(removed once sent)'])) };
}

function assertEveryJobHandled(queue: QueueName, definitions: JobDefinition[], handlers: HandlerMap): void {
  const missing = definitions.filter((definition) => !handlers[definition.name]).map((d) => d.name);
  if (missing.length > 0) {
    throw new MissingJobHandlerError(`Worker for queue "${queue}" has no handler for: ${missing.join(', ')}`);
  }
}

/** How long handlers get, once aborted, to hand their jobs back before the worker closes anyway. */
const HAND_BACK_GRACE_MS = 1_000;

async function closeWithDeadline(
  worker: Worker,
  shutdown: AbortController,
  deadlineMs: number,
  logger: Logger,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), deadlineMs);
  });
  // Wait for the jobs in hand with pause(), not close(): BullMQ's Worker.close() memoizes its first
  // call, so once a graceful close() is under way a later close(true) just waits for the same jobs.
  const drained = worker.pause().then(
    () => true,
    () => false,
  );
  const finishedInTime = await Promise.race([drained, deadline]);
  clearTimeout(timer);
  if (!finishedInTime) {
    logger.warn({ deadlineMs }, 'shutdown deadline passed; abandoning active jobs to be retried');
    shutdown.abort();
    // Handlers that see the abort hand their job straight back to the queue; let them, while the
    // connection is still open, or the job stays locked until the stalled-job check (a minute).
    let graceTimer: NodeJS.Timeout | undefined;
    await Promise.race([drained, new Promise((resolve) => (graceTimer = setTimeout(resolve, HAND_BACK_GRACE_MS)))]);
    clearTimeout(graceTimer);
  }
  await worker.close(!finishedInTime);
}
