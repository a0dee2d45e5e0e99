import type { PdfFailureReason } from '@doclens/pdf';

/** What the dashboard shows for failures that are not about the PDF's contents. */
export const MISSING_FILE_REASON = 'The uploaded file is missing. Please upload it again.';

/**
 * Whether Retry can fix a PDF that could not be read. Each of these depends on the file and the
 * plan's fixed limits, so the same file fails the same way again: the message says what to do.
 */
export const PDF_FAILURE_RETRYABLE: Record<PdfFailureReason, boolean> = {
  password_protected: false,
  damaged: false,
  no_text: false,
  too_many_pages: false,
  timeout: false,
  out_of_memory: false,
};
