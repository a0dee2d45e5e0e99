import { randomUUID } from 'node:crypto';
import type { AppConfig } from '@doclens/config';
import type { Logger } from '@doclens/logger';
import { handle, reconcilePipeline } from '@doclens/queue';
import { type RunningService, startWorkerService } from '@doclens/service-runtime';
import { reconcileBulkOnce } from './bulk-reconciler';
import { reconcilePipelineOnce } from './pipeline-reconciler';
import { purgeExpiredSessionsOnce } from './session-purge';

/**
 * Schedules the reconciliation every RECONCILE_INTERVAL_SECONDS through a BullMQ job scheduler,
 * so however many replicas run, each round runs once; the schedule is put back after every reconnect.
 * Each round also purges the sessions that can no longer sign anyone in.
 */
export async function startReconcilerService(config: AppConfig, logger: Logger): Promise<RunningService> {
  return startWorkerService({
    name: 'reconciler',
    queue: 'maintenance',
    concurrency: 1,
    config,
    logger,
    handlers: ({ db, jobs }) =>
      Object.fromEntries([
        handle(reconcilePipeline, async ({ requestId }, { logger: jobLogger }) => ({
          pipeline: await reconcilePipelineOnce({ db, jobs, logger: jobLogger }, requestId),
          bulk: await reconcileBulkOnce({ db, jobs, logger: jobLogger }, requestId),
          sessions: await purgeExpiredSessionsOnce(
            { db, logger: jobLogger },
            config.auth.sessionIdleTimeoutMs,
            requestId,
          ),
        })),
      ]),
    alongside: async ({ jobs, connection }) => {
      const schedule = () =>
        jobs.scheduleRepeating(reconcilePipeline, config.workers.reconcileIntervalMs, {
          requestId: `reconciler-${randomUUID()}`,
        });
      await schedule();
      // The schedule lives in Redis: a Redis that comes back empty (restarted without persistence, a
      // failover) would otherwise never run another round, and lost work would stay lost.
      connection.on('ready', () => {
        schedule().catch((error: unknown) => logger.warn({ err: error }, 'could not restore the reconcile schedule'));
      });
      return { extras: {}, logFields: { intervalMs: config.workers.reconcileIntervalMs } };
    },
  });
}
