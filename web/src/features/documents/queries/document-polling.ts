import type { DocumentListItem } from '@doclens/api';

/** Spec part 1 §9: the documents list is refetched every 3 s while something is still being worked on. */
export const DOCUMENTS_POLL_INTERVAL_MS = 3000;

/** Spec part 2 §9: the document view polls every 2000 ms while work is under way. */
export const DOCUMENT_POLL_INTERVAL_MS = 2000;

type ProgressFields = Pick<DocumentListItem, 'status' | 'stage' | 'documentType'>;

/**
 * The one "still in progress" rule of the web app: the document's status will change without the user
 * doing anything. That is while it is processing, while its text is still being read, or while it waits
 * with a type already chosen (the pipeline will pick it up). A pending document whose text is read and
 * which has no type waits for the user, so nothing polls for it.
 */
export function isDocumentInProgress(document: ProgressFields): boolean {
  if (document.status === 'processing') return true;
  return document.status === 'pending' && (isExtractionPending(document) || document.documentType !== null);
}

/** On the type-selection step the text is still being read: its outcome decides what the step offers. */
export function isExtractionPending(document: Pick<DocumentListItem, 'status' | 'stage'>): boolean {
  return document.status === 'pending' && document.stage === 'extracting';
}
