import type { PlanId } from '@doclens/api';
import { type Db, type Document, insertDocument } from '@doclens/db';
import type { ObjectStore } from '@doclens/storage';
import type { FastifyBaseLogger } from 'fastify';
import { countMonthlyUpload } from './monthly-upload-quota';
import { discardStoredPdf } from './pdf-upload-storage';
import { type NewUpload, uploadedDocumentRow } from './uploaded-document-row';

export interface UploadToRecord extends NewUpload {
  /** The uploader's plan; only a signed-in user's uploads count against a monthly quota. */
  plan: PlanId;
}

/**
 * Counts the upload and inserts its document in one transaction, so a refused or failed insert
 * gives the month's use back by rolling back. A visitor's upload counts against nobody's quota
 * (the per-address rate limit bounds those) until an account claims it (browser-upload-claim.ts).
 * Whatever stops the row from being written also removes the stored file.
 */
export async function recordUpload(
  db: Db,
  storage: ObjectStore,
  upload: UploadToRecord,
  log: FastifyBaseLogger,
): Promise<Document> {
  try {
    return await db.transaction().execute(async (trx) => {
      if ('userId' in upload.owner) await countMonthlyUpload(trx, upload.owner.userId, upload.plan, upload.at);
      return insertDocument(trx, uploadedDocumentRow(upload));
    });
  } catch (error) {
    await discardStoredPdf(storage, upload.file.storageKey, log);
    throw error;
  }
}
