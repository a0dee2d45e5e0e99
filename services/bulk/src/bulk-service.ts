import type { AppConfig } from '@doclens/config';
import { createAiProvider } from '@doclens/engine';
import type { Logger } from '@doclens/logger';
import { PdfWorkerPool } from '@doclens/pdf';
import { finishBulkBatch, handle, processBulkFile } from '@doclens/queue';
import { type RunningService, startWorkerService } from '@doclens/service-runtime';
import { createObjectStore } from '@doclens/storage';
import { createFinishBulkBatchHandler } from './finish-bulk-batch-handler';
import { createProcessBulkFileHandler } from './process-bulk-file-handler';

/**
 * Consumes the `bulk` queue until stopped: each batch is a BullMQ flow, one job per file under
 * one parent that ranks the batch. BULK_CONCURRENCY files are read at once, each in a PDF child
 * process of its own, so a replica's memory is budgeted like extraction's.
 */
export async function startBulkService(config: AppConfig, logger: Logger): Promise<RunningService> {
  // Built first: an unavailable provider must stop the start before any connection is opened.
  const engine = createAiProvider(config.ai, { logger }).bulkEngine();
  const store = createObjectStore(config.storage);
  // A pool of its own: in `npm start` the extraction service shares this process, and stopping the
  // shared pool here would kill the PDFs it is still reading.
  const pdfWorkers = new PdfWorkerPool();
  return startWorkerService({
    name: 'bulk',
    queue: 'bulk',
    concurrency: config.workers.concurrency.bulk,
    config,
    logger,
    handlers: ({ db }) =>
      Object.fromEntries([
        handle(processBulkFile, createProcessBulkFileHandler({ db, store, engine, pdfWorkers })),
        handle(finishBulkBatch, createFinishBulkBatchHandler({ db })),
      ]),
    closeOwn: () => pdfWorkers.stop(),
    logFields: { provider: config.ai.provider, storage: config.storage.driver },
  });
}
