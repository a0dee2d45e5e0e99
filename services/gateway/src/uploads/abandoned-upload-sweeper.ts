import { type Db, deleteAbandonedUploads, refundDocumentUsage } from '@doclens/db';
import type { ObjectStore } from '@doclens/storage';
import type { FastifyBaseLogger } from 'fastify';
import { deletionRefundsUpload } from './monthly-upload-quota';

/**
 * An upload still waiting for its analysis type this long after it was last touched was left
 * behind: the type-selection page deletes it when left, and this catches what that page could
 * not (a crashed browser, a beacon lost with the network). Long enough to read the step's choices.
 */
export const ABANDONED_UPLOAD_AGE_MS = 30 * 60 * 1000;
/** How often a gateway looks; every replica may look, the deletion is one atomic statement. */
export const ABANDONED_UPLOAD_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export interface SweepDependencies {
  db: Db;
  storage: ObjectStore;
}

/**
 * Deletes the uploads left without a type since before `now - ABANDONED_UPLOAD_AGE_MS`, gives each
 * counted one that had no OCR its month's use back (in the same transaction, so a crash cannot delete without
 * refunding), then removes their files. Answers how many it deleted.
 */
export async function sweepAbandonedUploads(
  deps: SweepDependencies,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const documents = await deleteAbandonedUploads(trx, new Date(now.getTime() - ABANDONED_UPLOAD_AGE_MS));
    for (const document of documents) if (deletionRefundsUpload(document)) await refundDocumentUsage(trx, document);
    return documents;
  });
  for (const document of removed) {
    try {
      await deps.storage.delete(document.storageKey);
    } catch (error) {
      // The row is gone, so nobody can reach the bytes; an orphaned object is only wasted space.
      log.error({ err: error, documentId: document.id }, 'could not delete the file of an abandoned upload');
    }
  }
  if (removed.length > 0) {
    log.info({ documentIds: removed.map((document) => document.id) }, 'removed uploads left without an analysis type');
  }
  return removed.length;
}

/** Sweeps every interval until stopped; a failed round is logged and the next one tries again. */
export function startAbandonedUploadSweeper(deps: SweepDependencies, log: FastifyBaseLogger): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepAbandonedUploads(deps, log)
      .catch((error: unknown) => log.error({ err: error }, 'sweeping abandoned uploads failed'))
      .finally(() => {
        running = false;
      });
  }, ABANDONED_UPLOAD_SWEEP_INTERVAL_MS);
  // The sweeper never keeps a stopping process alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
