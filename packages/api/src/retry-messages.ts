/** What the retry and analyze routes answer about a failed document. */
export const RETRY_NOT_FAILED_MESSAGE = 'Only a document whose processing failed can be retried.';

/** Retry would end the same way: the reason on the document says what to do instead. */
export const RETRY_NOT_RETRYABLE_MESSAGE =
  'Retrying would not help this document: the same file would fail the same way. Follow the advice in its failure reason, or upload a different file.';

/** Choosing a type for a document that already failed: point to Retry only where it can help. */
export function failedDocumentMessage(failureReason: string | null, retryable: boolean): string {
  if (retryable) return 'This document failed to process. Use Retry to process it again.';
  return failureReason ? `This document could not be processed. ${failureReason}` : RETRY_NOT_RETRYABLE_MESSAGE;
}

/**
 * Every attempt at a document's job failed or its job was lost: the fault was ours, not the file's,
 * so Retry may succeed. The worker and the reconciler say the same.
 */
export const DOCUMENT_GAVE_UP_REASON = 'We could not process this document. Use Retry to process it again.';

/** The same for one file of a bulk batch. */
export const BULK_FILE_GAVE_UP_REASON = 'We could not process this file. Use Retry to process it again.';
