export { extractPdfText, extractPdfTextWith, PdfWorkerError, stopPdfWorkers } from './extract-pdf-text';
export {
  PDF_FAILURE_REASONS,
  type PdfExtractionFailure,
  type PdfExtractionLimits,
  type PdfExtractionOptions,
  type PdfExtractionOutcome,
  type PdfExtractionSuccess,
  type PdfFailureReason,
  type PdfMetadata,
  type PdfPage,
} from './extraction-outcome';
export { PdfWorkerPool } from './pdf-worker-pool';
