import { BULK_FILE_GAVE_UP_REASON } from '@doclens/api';
import { failBulkFile, findUnfinishedBulkFiles, findUnrankedFinishedBulkUploads, rankBulkUpload } from '@doclens/db';
import { finishBulkBatch, processBulkFile } from '@doclens/queue';
import { GRACE_MS, standingOf } from './lost-jobs';
import type { ReconcilerDeps } from './pipeline-reconciler';

export interface BulkReconcileReport {
  requeued: number;
  failedAfterLostFailure: number;
  ranked: number;
}

/**
 * Bulk files whose job Redis lost (or which failed without the row hearing of it) get a new flow
 * of their own, or their row failed; batches whose every file finished but whose ranking run was
 * lost are ranked. Postgres is the truth; the queue is only how work is handed out.
 */
export async function reconcileBulkOnce(
  { db, jobs, logger }: ReconcilerDeps,
  requestId: string,
  now = new Date(),
): Promise<BulkReconcileReport> {
  const report: BulkReconcileReport = { requeued: 0, failedAfterLostFailure: 0, ranked: 0 };
  for (const file of await findUnfinishedBulkFiles(db, new Date(now.getTime() - GRACE_MS))) {
    const payload = { bulkUploadId: file.bulkUploadId, fileId: file.id, attempt: file.attempt, requestId };
    const job = await jobs.queue('bulk').getJob(processBulkFile.jobId(payload));
    const standing = await standingOf(job);
    if (standing === 'gaveUp') {
      await failBulkFile(db, file.id, file.attempt, BULK_FILE_GAVE_UP_REASON);
      report.failedAfterLostFailure += 1;
    } else if (standing === 'lost') {
      await jobs.enqueueFlow(
        {
          definition: finishBulkBatch,
          payload: { bulkUploadId: file.bulkUploadId, round: `reconcile-${file.id}-${file.attempt}`, requestId },
        },
        [{ definition: processBulkFile, payload }],
      );
      report.requeued += 1;
    }
  }
  for (const id of await findUnrankedFinishedBulkUploads(db)) {
    await rankBulkUpload(db, id);
    report.ranked += 1;
  }
  if (report.requeued + report.failedAfterLostFailure + report.ranked > 0)
    logger.info({ ...report, requestId }, 'bulk batches reconciled');
  return report;
}
