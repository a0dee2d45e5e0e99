import type { Redis } from 'ioredis';
import { createJobWorker, type JobWorkerOptions } from './job-worker';

/** Closes a connection without waiting forever: QUIT would hang on one still trying to reconnect. */
export async function closeRedisConnection(connection: Redis): Promise<void> {
  if (connection.status === 'ready') await connection.quit();
  else connection.disconnect();
}

export interface QueueWorkerService {
  /** Finishes (or hands back) the jobs in hand, then closes the resources; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Starts a worker service's queue consumer around the resources it owns: if the worker cannot
 * start, the resources are closed before the error is rethrown; on stop they close after it.
 */
export async function startQueueWorkerService(
  options: JobWorkerOptions,
  closeResources: () => Promise<void>,
): Promise<QueueWorkerService> {
  let worker: ReturnType<typeof createJobWorker>;
  try {
    worker = createJobWorker(options);
  } catch (error) {
    await closeResources();
    throw error;
  }
  let stopping: Promise<void> | undefined;
  return {
    stop() {
      stopping ??= worker.close().finally(closeResources);
      return stopping;
    },
  };
}
