import { DOCUMENT_GAVE_UP_REASON } from '@doclens/api';
import { type Db, type Document, failDocument, findDocumentsPastDeadline, findUnfinishedDocuments } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import { analyzeDocument, extractDocument, type JobDefinition, type JobProducer } from '@doclens/queue';
import { GRACE_MS, standingOf } from './lost-jobs';

// It comes from our side (a slow worker), not from the file: Retry can fix it.
export const DEADLINE_PASSED_REASON = 'Processing took too long and was stopped. Use Retry to process it again.';

export interface ReconcileReport {
  timedOut: number;
  requeued: number;
  failedAfterLostFailure: number;
  healthy: number;
}

export interface ReconcilerDeps {
  db: Db;
  jobs: JobProducer;
  logger: Logger;
}

/**
 * Postgres is the truth and a queue only a wake-up call: every document that Postgres shows in
 * the middle of the pipeline must have a live job. This finds the ones that lost theirs (Redis
 * data loss, a crash between commit and enqueue) and re-enqueues them; documents past their
 * deadline end failed with a reason, so nothing stays 'processing' forever.
 */
export async function reconcilePipelineOnce(
  { db, jobs, logger }: ReconcilerDeps,
  requestId: string,
  now = new Date(),
): Promise<ReconcileReport> {
  const report: ReconcileReport = { timedOut: 0, requeued: 0, failedAfterLostFailure: 0, healthy: 0 };
  for (const document of await findDocumentsPastDeadline(db, now)) {
    if (await failDocument(db, document.id, DEADLINE_PASSED_REASON, { retryable: true })) report.timedOut += 1;
  }
  const settledBefore = new Date(now.getTime() - GRACE_MS);
  for (const document of await findUnfinishedDocuments(db, settledBefore)) {
    const outcome = await reconcileDocument(db, jobs, document, requestId);
    report[outcome] += 1;
  }
  if (report.timedOut + report.requeued + report.failedAfterLostFailure > 0) {
    logger.info({ ...report, requestId }, 'pipeline reconciled');
  }
  return report;
}

async function reconcileDocument(
  db: Db,
  jobs: JobProducer,
  document: Document,
  requestId: string,
): Promise<'requeued' | 'failedAfterLostFailure' | 'healthy'> {
  const definition: JobDefinition = document.processingStage === 'analyzing' ? analyzeDocument : extractDocument;
  const payload = { documentId: document.id, attempt: document.pipelineAttempt, requestId };
  const job = await jobs.queue(definition.queue).getJob(definition.jobId(payload));
  const standing = await standingOf(job);
  if (standing === 'gaveUp') {
    await failDocument(db, document.id, DOCUMENT_GAVE_UP_REASON, { retryable: true });
    return 'failedAfterLostFailure';
  }
  if (standing === 'lost') {
    await jobs.enqueue(definition, payload);
    return 'requeued';
  }
  return 'healthy';
}
