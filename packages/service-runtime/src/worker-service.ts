import type { AppConfig } from '@doclens/config';
import { createDb, type Db } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import {
  closeRedisConnection,
  createJobWorker,
  createWorkerConnection,
  type HandlerMap,
  JobProducer,
  type JobWorker,
  type QueueName,
  type RedisConnection,
} from '@doclens/queue';
import type { RunningService } from './running-service';

// The worker holds at most `concurrency` jobs, each needing one connection at a time; the spare
// serves what runs beside them (a schedule, a webhook).
const SPARE_DB_CONNECTIONS = 1;

/** What the skeleton opens for a worker service and closes after it. */
export interface WorkerResources {
  db: Db;
  /**
   * Enqueues on the worker's connection, which waits out reconnects like the worker does: a job
   * that cannot enqueue yet is better delayed than failed. Opens no queue until it is used.
   */
  jobs: JobProducer;
  connection: RedisConnection;
}

/** What a service runs beside its worker, started once the worker takes jobs. */
export interface ServiceAlongside<Extras extends object> {
  /** Shown to the caller on the running service (an address it listens on). */
  extras: Extras;
  /** Added to the "service started" line. */
  logFields?: Record<string, unknown>;
  /** Runs before the worker stops, so nothing new arrives while its jobs finish. */
  stop?(): Promise<void>;
}

export interface WorkerServiceSpec<Extras extends object> {
  /** The service's name in its "<name> service started" line. */
  name: string;
  queue: QueueName;
  concurrency: number;
  config: AppConfig;
  logger: Logger;
  handlers(resources: WorkerResources): HandlerMap;
  /** Closes what the service opened itself (a mail transport, parsing processes) once its jobs are done. */
  closeOwn?(): Promise<void>;
  alongside?(resources: WorkerResources): Promise<ServiceAlongside<Extras>>;
  /** What the "service started" line says besides the concurrency. */
  logFields?: Record<string, unknown>;
}

/**
 * The start-up of every worker service: a database pool sized to the concurrency, a Redis
 * connection that waits out reconnects, a job producer on it, the queue worker with the service's
 * handlers, then whatever runs alongside. A start that fails closes what it opened; stopping
 * stops what runs alongside, finishes or hands back the jobs in hand, then closes the service's
 * own resources, the producer, Redis and Postgres, in that order.
 */
export async function startWorkerService<Extras extends object = Record<never, never>>(
  spec: WorkerServiceSpec<Extras>,
): Promise<RunningService & Extras> {
  const { config, logger, concurrency } = spec;
  const db = createDb({
    url: config.database.url,
    poolSize: Math.min(config.database.poolSize, concurrency + SPARE_DB_CONNECTIONS),
  });
  const connection = createWorkerConnection(config.redis.url);
  const jobs = new JobProducer(connection, config.redis.queuePrefix, (error) =>
    logger.warn({ err: error }, 'queue connection error'),
  );
  const resources: WorkerResources = { db, jobs, connection };
  const closeResources = async () => {
    await spec.closeOwn?.();
    await jobs.close();
    await closeRedisConnection(connection);
    await db.destroy();
  };

  let worker: JobWorker;
  try {
    worker = createJobWorker({
      queue: spec.queue,
      handlers: spec.handlers(resources),
      connection,
      prefix: config.redis.queuePrefix,
      concurrency,
      shutdownTimeoutMs: config.workers.shutdownTimeoutMs,
      lockMs: config.workers.lockMs,
      logger,
    });
  } catch (error) {
    await closeResources();
    throw error;
  }
  const stopWorker = () => worker.close().finally(closeResources);

  let alongside: ServiceAlongside<Extras> | undefined;
  try {
    alongside = await spec.alongside?.(resources);
  } catch (error) {
    await stopWorker();
    throw error;
  }

  logger.info({ concurrency, ...spec.logFields, ...alongside?.logFields }, `${spec.name} service started`);
  let stopping: Promise<void> | undefined;
  return {
    ...(alongside?.extras as Extras),
    stop() {
      stopping ??= (async () => {
        try {
          await alongside?.stop?.();
        } finally {
          await stopWorker();
        }
      })();
      return stopping;
    },
  };
}
