import { type Db, documentExists } from '@doclens/db';
import type { Logger } from '@doclens/logger';

/** How often a document being read is looked up: a deleted one stops being read within about this long. */
export const DELETION_CHECK_INTERVAL_MS = 500;

export class DocumentDeletedError extends Error {
  override name = 'DocumentDeletedError';
}

export interface DeletionWatch {
  /** Aborts (with a DocumentDeletedError) once the document is found deleted. */
  readonly signal: AbortSignal;
  stop(): void;
}

/**
 * Watches the document's row while its file is read, so that deleting it stops the reading (OCR
 * takes seconds a page, minutes for a long scan) instead of spending the worker on a document
 * nobody can see any more. A failed look-up is not a deletion: the reading goes on.
 */
export function watchForDeletion(
  db: Db,
  documentId: number,
  logger: Logger,
  intervalMs = DELETION_CHECK_INTERVAL_MS,
): DeletionWatch {
  const controller = new AbortController();
  let checking = false;
  const check = async () => {
    if (checking || controller.signal.aborted) return;
    checking = true;
    try {
      if (!(await documentExists(db, documentId)))
        controller.abort(new DocumentDeletedError(`document ${documentId} was deleted while it was read`));
    } catch (error) {
      logger.warn({ err: error }, 'could not check whether the document was deleted');
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return { signal: controller.signal, stop: () => clearInterval(timer) };
}
