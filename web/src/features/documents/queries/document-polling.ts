import type { DocumentDetail } from '@doclens/api';

/** Spec part 2 §9: the document view polls every 2000 ms while work is under way. */
export const DOCUMENT_POLL_INTERVAL_MS = 2000;

/** Work is under way while processing, or while pending with a type already chosen (the pipeline will pick it up). */
export function isDocumentInProgress(document: Pick<DocumentDetail, 'status' | 'documentType'>): boolean {
  if (document.status === 'processing') return true;
  return document.status === 'pending' && document.documentType !== null;
}

/** On the type-selection step the text is still being read: its outcome decides what the step offers. */
export function isExtractionPending(document: Pick<DocumentDetail, 'status' | 'stage'>): boolean {
  return document.status === 'pending' && document.stage === 'extracting';
}
