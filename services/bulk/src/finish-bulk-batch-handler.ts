import { BULK_FILE_GAVE_UP_REASON } from '@doclens/api';
import { type Db, failBulkFile, rankBulkUpload } from '@doclens/db';
import { type finishBulkBatch, type JobContext, type PayloadOf, parseBulkFileJobId } from '@doclens/queue';

type BatchRun = PayloadOf<typeof finishBulkBatch>;

/**
 * Runs when every file job of the flow has finished, failed ones included (they are set aside,
 * not failing the parent). A file job that BullMQ failed without running our handler (stalled
 * too often, a worker killed on its last attempt) leaves its row processing: it is failed here,
 * so a row never stays in progress. Then the batch is ranked from Postgres, which is idempotent.
 */
export function createFinishBulkBatchHandler({ db }: { db: Db }) {
  return async (run: BatchRun, { job, logger }: JobContext): Promise<string> => {
    const failures = await job.getIgnoredChildrenFailures();
    for (const key of Object.keys(failures)) {
      const child = parseBulkFileJobId(key);
      if (child) await failBulkFile(db, child.fileId, child.attempt, BULK_FILE_GAVE_UP_REASON);
    }
    const batch = await rankBulkUpload(db, run.bulkUploadId);
    logger.info(
      { bulkUploadId: run.bulkUploadId, status: batch?.status, failedChildren: Object.keys(failures).length },
      'bulk batch ranked',
    );
    return batch?.status ?? 'gone';
  };
}
