import { BULK_FILE_GAVE_UP_REASON, PLANS } from '@doclens/api';
import {
  type BulkUpload,
  completeBulkFile,
  type Db,
  failBulkFile,
  findBulkFile,
  findBulkUpload,
  startBulkFile,
} from '@doclens/db';
import type { BulkEngine } from '@doclens/engine';
import { extractPdfTextWith, type PdfWorkerPool, readingLimitsFor } from '@doclens/pdf';
import type { JobContext, PayloadOf, processBulkFile } from '@doclens/queue';
import { endingFailedAttempts } from '@doclens/service-runtime';
import { ObjectNotFoundError, type ObjectStore } from '@doclens/storage';

type FileRun = PayloadOf<typeof processBulkFile>;

export const MISSING_FILE_REASON = 'The uploaded file is missing. Please upload it again.';

// Bulk analysis is enterprise only: its files are read within the enterprise plan's pages, and
// only their text layers: no OCR, which would hold the worker for minutes per scanned file (docs/decisions.md).
const LIMITS = readingLimitsFor('enterprise', { maxPages: PLANS.enterprise.maxPages });

export type BulkFileResult = 'completed' | 'failed' | 'skipped';

export interface ProcessBulkFileDependencies {
  db: Db;
  store: ObjectStore;
  engine: BulkEngine;
  /** The bulk service's own parsing processes: stopping them never touches another service's. */
  pdfWorkers: PdfWorkerPool;
}

/**
 * One file of a batch: its text through the PDF worker pool, then its cells or its score, all
 * stored in one transaction. A PDF that cannot be read fails its row, not the batch; an error of
 * ours is retried, and on the last attempt fails the row too, so the parent never waits on it.
 */
export function createProcessBulkFileHandler(dependencies: ProcessBulkFileDependencies) {
  return endingFailedAttempts(
    (run: FileRun, context): Promise<BulkFileResult> => processFile(dependencies, run, context),
    async (run, { logger }, error) => {
      const file = await findBulkFile(dependencies.db, run.fileId);
      if (file) await failBulkFile(dependencies.db, file.id, run.attempt, BULK_FILE_GAVE_UP_REASON);
      logger.error({ err: error }, 'bulk file failed on its last attempt; row marked failed');
    },
  );
}

async function processFile(
  { db, store, engine, pdfWorkers }: ProcessBulkFileDependencies,
  run: FileRun,
  { logger, signal }: JobContext,
): Promise<BulkFileResult> {
  const batch = await findBulkUpload(db, run.bulkUploadId);
  const file = await startBulkFile(db, run.fileId, run.attempt);
  if (!batch || !file || file.bulkUploadId !== batch.id) {
    logger.info('file gone, finished or superseded by a retry; skipped');
    return 'skipped';
  }
  let bytes: Uint8Array;
  try {
    const chunks: Buffer[] = await (await store.get(file.storageKey)).toArray();
    bytes = Buffer.concat(chunks);
  } catch (error) {
    if (!(error instanceof ObjectNotFoundError)) throw error;
    await failBulkFile(db, file.id, run.attempt, MISSING_FILE_REASON);
    return 'failed';
  }
  const outcome = await extractPdfTextWith(pdfWorkers, bytes, LIMITS, { signal });
  if (!outcome.ok) {
    logger.info({ reason: outcome.reason }, 'bulk file could not be read');
    await failBulkFile(db, file.id, run.attempt, outcome.message);
    return 'failed';
  }
  const pages = outcome.pages.map((page) => ({ pageNumber: page.pageNumber, text: page.text }));
  const stored = await completeBulkFile(db, file.id, run.attempt, {
    pageCount: outcome.pageCount,
    ...(await resultFor(engine, batch, pages, signal)),
  });
  logger.info({ fileId: file.id, pageCount: outcome.pageCount, stored }, 'bulk file processed');
  return stored ? 'completed' : 'skipped';
}

async function resultFor(
  engine: BulkEngine,
  batch: BulkUpload,
  pages: { pageNumber: number; text: string }[],
  signal: AbortSignal,
) {
  if (batch.analysisType === 'ai_summary') return { score: await engine.score(pages, batch.summaryParameter, signal) };
  const cells = await engine.extractFields(pages, batch.extractionParameters, signal);
  return {
    cells: cells.map((cell) => ({
      field: cell.field,
      value: cell.value,
      page: cell.citation?.page ?? null,
      quote: cell.citation?.quote ?? null,
      confidence: cell.confidence,
    })),
  };
}
