import { DOCUMENT_GAVE_UP_REASON, planOrFree } from '@doclens/api';
import {
  type Db,
  type Document,
  documentExists,
  failDocument,
  findDocumentById,
  findUserById,
  markExtracted,
  markOcrStarted,
  replaceDocumentPages,
} from '@doclens/db';
import { extractPdfFile } from '@doclens/pdf';
import {
  analyzeDocument,
  type extractDocument,
  type JobContext,
  type JobProducer,
  type PayloadOf,
} from '@doclens/queue';
import { endingFailedAttempts } from '@doclens/service-runtime';
import { ObjectNotFoundError, type ObjectStore } from '@doclens/storage';
import { watchForDeletion } from './deletion-watch';
import { extractionLimitsFor } from './extraction-limits';
import { MISSING_FILE_REASON, PDF_FAILURE_RETRYABLE } from './failure-reasons';
import { reportReadingProgress } from './reading-progress';
import { copyStoredFile, type StoredFileCopy } from './stored-file';

type ExtractionRun = PayloadOf<typeof extractDocument>;

/** How a job ended, kept as the BullMQ return value so that operators (and tests) can read it. */
export type ExtractionResult =
  | 'extracted'
  | 'analysis_enqueued'
  /** Nothing to do: an earlier attempt's job, a finished document, or one already extracted. */
  | 'skipped'
  | 'not_found'
  /** Deleted while it was read: the reading was stopped and nothing was stored. */
  | 'deleted'
  | 'file_missing'
  | 'failed_pdf';

export interface ExtractDocumentDependencies {
  db: Db;
  store: ObjectStore;
  producer: Pick<JobProducer, 'enqueue'>;
}

/**
 * A failed attempt fails the document on the job's last attempt, so that nothing stays
 * processing forever; one stopped by shutdown goes back to the queue.
 */
export function createExtractDocumentHandler(dependencies: ExtractDocumentDependencies) {
  return endingFailedAttempts(
    (run: ExtractionRun, context): Promise<ExtractionResult> => extractRun(dependencies, run, context),
    async (run, { logger }, error) => {
      await failCurrentAttempt(dependencies.db, run);
      logger.error({ err: error }, 'extraction failed on its last attempt; document marked failed');
    },
  );
}

async function extractRun(
  { db, store, producer }: ExtractDocumentDependencies,
  run: ExtractionRun,
  { job, logger, signal }: JobContext,
): Promise<ExtractionResult> {
  const document = await findDocumentById(db, run.documentId);
  if (!document) {
    logger.info('document no longer exists; nothing to extract');
    return 'not_found';
  }
  const skip = reasonToSkip(document, run);
  if (skip) {
    logger.info({ currentAttempt: document.pipelineAttempt, status: document.status }, skip);
    return 'skipped';
  }
  if (document.processingStage === 'analyzing') {
    // Extracted by an earlier delivery of this job that stopped before enqueueing the analysis.
    await producer.enqueue(analyzeDocument, run);
    return 'analysis_enqueued';
  }

  const plan = await ownerPlan(db, document);
  let file: StoredFileCopy;
  try {
    file = await copyStoredFile(store, document.storageKey);
  } catch (error) {
    if (!(error instanceof ObjectNotFoundError)) throw error;
    logger.warn({ storageKey: document.storageKey }, 'stored file is missing');
    await failDocument(db, document.id, MISSING_FILE_REASON, { retryable: false });
    return 'file_missing';
  }

  const startedAt = Date.now();
  const deletion = watchForDeletion(db, document.id, logger);
  let outcome: Awaited<ReturnType<typeof extractPdfFile>>;
  try {
    outcome = await extractPdfFile(file.path, extractionLimitsFor(plan), {
      signal: AbortSignal.any([signal, deletion.signal]),
      onProgress: reportReadingProgress(job, logger),
      // From the first OCR page on, a deletion no longer gives the month's upload back (docs/decisions.md).
      onOcrStarted: () => {
        markOcrStarted(db, document.id).catch((error: unknown) =>
          logger.error({ err: error }, 'could not record that OCR started'),
        );
      },
    });
  } catch (error) {
    // A shutdown first: afterError hands the job back to the queue.
    if (!deletion.signal.aborted || signal.aborted) throw error;
    logger.info({ plan, durationMs: Date.now() - startedAt }, 'document deleted while it was read; reading stopped');
    return 'deleted';
  } finally {
    deletion.stop();
    await file.remove();
  }
  const durationMs = Date.now() - startedAt;
  if (!(await documentExists(db, document.id))) {
    logger.info({ plan, durationMs }, 'document deleted as its reading ended; nothing stored');
    return 'deleted';
  }
  if (!outcome.ok) {
    logger.info({ reason: outcome.reason, plan, durationMs }, 'PDF could not be extracted');
    await failDocument(db, document.id, outcome.message, {
      retryable: PDF_FAILURE_RETRYABLE[outcome.reason],
    });
    return 'failed_pdf';
  }

  await replaceDocumentPages(db, document.id, outcome.pages);
  const extracted = await markExtracted(db, document.id, run.attempt, {
    pageCount: outcome.pageCount,
    metadata: { ...outcome.metadata },
    warning: outcome.warning ?? null,
  });
  if (!extracted) {
    logger.info('document changed while it was being extracted; result dropped');
    return 'skipped';
  }
  const ocrPages = outcome.pages.filter((page) => page.source === 'ocr').length;
  logger.info(
    {
      pageCount: outcome.pageCount,
      ocrPages,
      ocrSkippedPages: outcome.ocrSkippedPages.length,
      durationMs,
      stage: extracted.processingStage,
    },
    'document extracted',
  );
  if (extracted.processingStage !== 'analyzing') return 'extracted';
  await producer.enqueue(analyzeDocument, run);
  return 'analysis_enqueued';
}

function reasonToSkip(document: Document, run: ExtractionRun): string | undefined {
  if (document.pipelineAttempt !== run.attempt) return 'job belongs to an earlier attempt; skipped';
  if (document.status === 'completed' || document.status === 'failed') return 'document already finished; skipped';
  if (document.processingStage === 'extracted') return 'document already extracted; skipped';
  return undefined;
}

async function ownerPlan(db: Db, document: Document) {
  if (!document.ownerId) return planOrFree(undefined);
  return planOrFree((await findUserById(db, document.ownerId))?.plan);
}

async function failCurrentAttempt(db: Db, run: ExtractionRun): Promise<void> {
  const document = await findDocumentById(db, run.documentId);
  // A Retry may already have started a newer attempt, which this job must not end.
  if (document?.pipelineAttempt === run.attempt)
    await failDocument(db, run.documentId, DOCUMENT_GAVE_UP_REASON, { retryable: true });
}
