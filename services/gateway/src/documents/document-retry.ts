import type { Document } from '@doclens/db';

/** Retry is offered only for a failed document whose failure a new attempt could fix. */
export function canRetry(document: Pick<Document, 'status' | 'failureRetryable'>): boolean {
  return document.status === 'failed' && document.failureRetryable;
}
