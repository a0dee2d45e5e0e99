export {
  extractPdfFile,
  extractPdfText,
  extractPdfTextWith,
  OCR_PAGE_TIMEOUT_MS,
  PdfWorkerError,
  stopPdfWorkers,
} from './extract-pdf-text';
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
  type PdfReadingProgress,
} from './extraction-outcome';
export { chooseOcrEngine, defaultOcrEngine } from './ocr-engine';
export type { OcrWord } from './ocr-page-text';
export { PdfWorkerPool } from './pdf-worker-pool';
export {
  PDF_READING_MAX_MEMORY_MB,
  PDF_READING_TIMEOUT_MS,
  type PlanPageAllowance,
  readingLimitsFor,
} from './reading-limits';
export type { OcrEngine } from './worker-protocol';
