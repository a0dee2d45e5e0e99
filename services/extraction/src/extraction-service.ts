import type { AppConfig } from '@doclens/config';
import { createDb } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import { createJobWorker, createWorkerConnection, extractDocument, handle, JobProducer } from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import { createObjectStore } from '@doclens/storage';
import type { Redis } from 'ioredis';
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
  const producer = new JobProducer(producerConnection, config.redis.queuePrefix, (error) =>
    logger.warn({ err: error }, 'analysis queue connection error'),
  );
  const store = createObjectStore(config.storage);

  const closeResources = async () => {
    await producer.close();
    await Promise.all([closeRedis(producerConnection), closeRedis(workerConnection)]);
    await db.destroy();
  };

  let worker: ReturnType<typeof createJobWorker>;
  try {
    worker = createJobWorker({
      queue: 'extraction',
      handlers: Object.fromEntries([handle(extractDocument, createExtractDocumentHandler({ db, store, producer }))]),
      connection: workerConnection,
      prefix: config.redis.queuePrefix,
      concurrency,
      shutdownTimeoutMs: config.workers.shutdownTimeoutMs,
      logger,
    });
  } catch (error) {
    await closeResources();
    throw error;
  }

  logger.info({ concurrency, storage: config.storage.driver }, 'extraction service started');

  let stopping: Promise<void> | undefined;
  return {
    stop() {
      stopping ??= (async () => {
        try {
          await worker.close();
        } finally {
          await closeResources();
        }
      })();
      return stopping;
    },
  };
}

async function closeRedis(connection: Redis): Promise<void> {
  // QUIT would wait forever on a connection that is still trying to reconnect.
  if (connection.status === 'ready') {
    await connection.quit();
  } else {
    connection.disconnect();
  }
}
