/** What the dashboard shows for failures that are not about the PDF's contents. */
export const MISSING_FILE_REASON = 'The uploaded file is missing. Please upload it again.';
export const GAVE_UP_REASON = 'We could not process this document. Please try again.';
