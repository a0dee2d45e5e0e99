import type { AppConfig } from '@doclens/config';
import { createDb } from '@doclens/db';
import { createBulkEngine } from '@doclens/engine';
import type { Logger } from '@doclens/logger';
import { PdfWorkerPool } from '@doclens/pdf';
import {
  closeRedisConnection,
  createWorkerConnection,
  finishBulkBatch,
  handle,
  processBulkFile,
  startQueueWorkerService,
} from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import { createObjectStore } from '@doclens/storage';
import { createFinishBulkBatchHandler } from './finish-bulk-batch-handler';
import { createProcessBulkFileHandler } from './process-bulk-file-handler';

const SPARE_DB_CONNECTIONS = 1;

/**
 * Consumes the `bulk` queue until stopped: each batch is a BullMQ flow, one job per file under
 * one parent that ranks the batch. Its work is PDF extraction as much as analysis, so it runs as
 * many jobs at once as the extraction service does.
 */
export async function startBulkService(config: AppConfig, logger: Logger): Promise<RunningService> {
  // Built first: an unavailable provider must stop the start before any connection is opened.
  const engine = createBulkEngine(config.ai, { logger });
  const concurrency = config.workers.concurrency.extraction;
  const db = createDb({
    url: config.database.url,
    poolSize: Math.min(config.database.poolSize, concurrency + SPARE_DB_CONNECTIONS),
  });
  const connection = createWorkerConnection(config.redis.url);
  const store = createObjectStore(config.storage);
  // A pool of its own: in `npm start` the extraction service shares this process, and stopping the
  // shared pool here would kill the PDFs it is still reading.
  const pdfWorkers = new PdfWorkerPool();
  const closeResources = async () => {
    await closeRedisConnection(connection);
    await db.destroy();
    await pdfWorkers.stop();
  };

  const service = await startQueueWorkerService(
    {
      queue: 'bulk',
      handlers: Object.fromEntries([
        handle(processBulkFile, createProcessBulkFileHandler({ db, store, engine, pdfWorkers })),
        handle(finishBulkBatch, createFinishBulkBatchHandler({ db })),
      ]),
      connection,
      prefix: config.redis.queuePrefix,
      concurrency,
      shutdownTimeoutMs: config.workers.shutdownTimeoutMs,
      logger,
    },
    closeResources,
  );

  logger.info({ concurrency, provider: config.ai.provider, storage: config.storage.driver }, 'bulk service started');
  return service;
}
