import type { AppConfig } from '@doclens/config';
import { createDb } from '@doclens/db';
import { createDocumentGenerator, type DocumentGenerator } from '@doclens/engine';
import type { PdfRenderLimits } from '@doclens/generated-documents';
import type { Logger } from '@doclens/logger';
import {
  analyzeGeneratedDocument,
  closeRedisConnection,
  createWorkerConnection,
  exportGeneratedPdf,
  findDocumentParties,
  generateDocument,
  handle,
  startQueueWorkerService,
} from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import { createObjectStore } from '@doclens/storage';
import { createAnalyzeDraftHandler } from './analyze-draft-handler';
import { createExportPdfHandler } from './export-pdf-handler';
import { createFindPartiesHandler } from './find-parties-handler';
import { createGenerateDocumentHandler } from './generate-document-handler';
import { stopTaskThreads, type ThreadLimits } from './threads/run-in-thread';

const SPARE_DB_CONNECTIONS = 1;

export interface GenerationServiceOptions {
  generator?: DocumentGenerator;
  /** PDF exports' hard limits, PDF_RENDER_LIMITS unless set. */
  pdfLimits?: Partial<PdfRenderLimits>;
  /** Draft analyses' hard limits over the handler's defaults. */
  draftAnalysisLimits?: Partial<ThreadLimits>;
  /** Party lookups' hard limits over the handler's defaults. */
  partyLookupLimits?: Partial<ThreadLimits>;
}

/** Consumes the `generation` queue until stopped; owns its database pool and Redis connection. */
export async function startGenerationService(
  config: AppConfig,
  logger: Logger,
  options: GenerationServiceOptions = {},
): Promise<RunningService> {
  const concurrency = config.workers.concurrency.generation;
  // Built first: an unavailable provider must stop the start before any connection is opened.
  const generator = options.generator ?? createDocumentGenerator(config.ai, { logger });
  const db = createDb({
    url: config.database.url,
    poolSize: Math.min(config.database.poolSize, concurrency + SPARE_DB_CONNECTIONS),
  });
  const store = createObjectStore(config.storage);
  const connection = createWorkerConnection(config.redis.url);
  const closeResources = async () => {
    await stopTaskThreads();
    await closeRedisConnection(connection);
    await db.destroy();
  };
  const service = await startQueueWorkerService(
    {
      queue: 'generation',
      handlers: Object.fromEntries([
        handle(generateDocument, createGenerateDocumentHandler({ db, generator })),
        handle(exportGeneratedPdf, createExportPdfHandler({ store, limits: options.pdfLimits })),
        handle(
          analyzeGeneratedDocument,
          createAnalyzeDraftHandler({ db, ai: config.ai, limits: options.draftAnalysisLimits }),
        ),
        handle(findDocumentParties, createFindPartiesHandler({ db, limits: options.partyLookupLimits })),
      ]),
      connection,
      prefix: config.redis.queuePrefix,
      concurrency,
      shutdownTimeoutMs: config.workers.shutdownTimeoutMs,
      logger,
    },
    closeResources,
  );
  logger.info({ concurrency, provider: config.ai.provider }, 'generation service started');
  return service;
}
