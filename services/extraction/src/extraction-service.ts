import type { AppConfig } from '@doclens/config';
import { createDb } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import { defaultOcrEngine, stopPdfWorkers } from '@doclens/pdf';
import {
  closeRedisConnection,
  createWorkerConnection,
  extractDocument,
  handle,
  JobProducer,
  startQueueWorkerService,
} from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import { createObjectStore } from '@doclens/storage';
import { createExtractDocumentHandler } from './extract-document-handler';

// The worker holds at most `concurrency` jobs, each needing one connection at a time.
const SPARE_DB_CONNECTIONS = 1;

/**
 * Consumes the `extraction` queue until stopped: stored PDF → per-page text in Postgres, then the
 * analysis job once the document has a type. Owns its database pool and Redis connections.
 */
export async function startExtractionService(config: AppConfig, logger: Logger): Promise<RunningService> {
  const concurrency = config.workers.concurrency.extraction;
  const db = createDb({
    url: config.database.url,
    poolSize: Math.min(config.database.poolSize, concurrency + SPARE_DB_CONNECTIONS),
  });
  const workerConnection = createWorkerConnection(config.redis.url);
  // Its own connection, waiting out reconnects like the worker's: a job that cannot enqueue yet
  // is better delayed than failed.
  const producerConnection = createWorkerConnection(config.redis.url);
  producerConnection.on('error', (error) => logger.debug({ err: error }, 'analysis queue connection error'));
  const producer = new JobProducer(producerConnection, config.redis.queuePrefix, (error) =>
    logger.warn({ err: error }, 'analysis queue connection error'),
  );
  const store = createObjectStore(config.storage);

  const closeResources = async () => {
    await producer.close();
    await Promise.all([closeRedisConnection(producerConnection), closeRedisConnection(workerConnection)]);
    await db.destroy();
    // The warm extraction threads end with the service; the worker has finished its jobs by now.
    await stopPdfWorkers();
  };

  const service = await startQueueWorkerService(
    {
      queue: 'extraction',
      handlers: Object.fromEntries([handle(extractDocument, createExtractDocumentHandler({ db, store, producer }))]),
      connection: workerConnection,
      prefix: config.redis.queuePrefix,
      concurrency,
      shutdownTimeoutMs: config.workers.shutdownTimeoutMs,
      logger,
    },
    closeResources,
  );

  // Decided once, at start: operators see which Tesseract reads scans (native when installed).
  const ocrEngine = defaultOcrEngine().kind === 'native' ? 'tesseract' : 'tesseract.js';
  logger.info({ concurrency, storage: config.storage.driver, ocrEngine }, 'extraction service started');

  return service;
}
