import type { AppConfig } from '@doclens/config';
import type { Logger } from '@doclens/logger';
import { defaultOcrEngine, stopPdfWorkers } from '@doclens/pdf';
import { extractDocument, handle } from '@doclens/queue';
import { type RunningService, startWorkerService } from '@doclens/service-runtime';
import { createObjectStore } from '@doclens/storage';
import { createExtractDocumentHandler } from './extract-document-handler';

/**
 * Consumes the `extraction` queue until stopped: stored PDF → per-page text in Postgres, then the
 * analysis job once the document has a type. Owns its database pool and Redis connection.
 */
export async function startExtractionService(config: AppConfig, logger: Logger): Promise<RunningService> {
  const store = createObjectStore(config.storage);
  return startWorkerService({
    name: 'extraction',
    queue: 'extraction',
    concurrency: config.workers.concurrency.extraction,
    config,
    logger,
    handlers: ({ db, jobs }) =>
      Object.fromEntries([handle(extractDocument, createExtractDocumentHandler({ db, store, producer: jobs }))]),
    // The warm extraction threads end with the service; the worker has finished its jobs by now.
    closeOwn: stopPdfWorkers,
    // Decided once, at start: operators see which Tesseract reads scans (native when installed).
    logFields: {
      storage: config.storage.driver,
      ocrEngine: defaultOcrEngine().kind === 'native' ? 'tesseract' : 'tesseract.js',
    },
  });
}
