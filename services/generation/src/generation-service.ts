import type { AppConfig } from '@doclens/config';
import { createAiProvider, type DocumentGenerator } from '@doclens/engine';
import type { PdfRenderLimits } from '@doclens/generated-documents';
import type { Logger } from '@doclens/logger';
import {
  analyzeGeneratedDocument,
  exportGeneratedPdf,
  findDocumentParties,
  generateDocument,
  handle,
} from '@doclens/queue';
import { type RunningService, startWorkerService } from '@doclens/service-runtime';
import { createObjectStore } from '@doclens/storage';
import { createAnalyzeDraftHandler } from './analyze-draft-handler';
import { createExportPdfHandler } from './export-pdf-handler';
import { createFindPartiesHandler } from './find-parties-handler';
import { createGenerateDocumentHandler, GENERATION_TIME_LIMIT_MS } from './generate-document-handler';
import { stopTaskThreads, type ThreadLimits } from './threads/run-in-thread';

export interface GenerationServiceOptions {
  generator?: DocumentGenerator;
  /** How long one attempt may write a document, GENERATION_TIME_LIMIT_MS unless set. */
  generationTimeLimitMs?: number;
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
  // Built first: an unavailable provider must stop the start before any connection is opened.
  const generator = options.generator ?? createAiProvider(config.ai, { logger }).documentGenerator();
  const store = createObjectStore(config.storage);
  return startWorkerService({
    name: 'generation',
    queue: 'generation',
    concurrency: config.workers.concurrency.generation,
    config,
    logger,
    handlers: ({ db }) =>
      Object.fromEntries([
        handle(
          generateDocument,
          createGenerateDocumentHandler({
            db,
            generator,
            timeLimitMs: options.generationTimeLimitMs ?? GENERATION_TIME_LIMIT_MS,
          }),
        ),
        handle(exportGeneratedPdf, createExportPdfHandler({ store, limits: options.pdfLimits })),
        handle(
          analyzeGeneratedDocument,
          createAnalyzeDraftHandler({ db, ai: config.ai, limits: options.draftAnalysisLimits }),
        ),
        handle(findDocumentParties, createFindPartiesHandler({ db, limits: options.partyLookupLimits })),
      ]),
    closeOwn: stopTaskThreads,
    logFields: { provider: config.ai.provider },
  });
}
