import type { DocumentListItem } from '@doclens/api';

/** Spec part 1 §9: the list is refetched every 3 s while something is still being worked on. */
export const DOCUMENTS_POLL_INTERVAL_MS = 3000;

/** A document whose status will change without the user doing anything. */
export function isInFlight(document: Pick<DocumentListItem, 'status' | 'stage'>): boolean {
  return document.status === 'processing' || (document.status === 'pending' && document.stage === 'extracting');
}
