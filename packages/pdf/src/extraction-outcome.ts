import type { OcrWord } from './ocr-page-text';

export interface PdfExtractionLimits {
  /** Checked against the page count before any page is read. */
  maxPages: number;
  /** The plan as the user knows it ('free', 'pro'…), named in the too-many-pages message. */
  planName: string;
  /** Wall-clock limit for the whole extraction, worker start-up included. */
  timeoutMs: number;
  /**
   * Memory limit of the child process that parses the PDF: its resident size (killed above it,
   * where the platform lets us read it) and its V8 heap. The process itself, with pdf.js loaded,
   * takes about 100 MB of it.
   */
  maxMemoryMb: number;
  /**
   * Pages without a text layer read by OCR at most (none when absent); pages past it are listed in
   * `ocrSkippedPages`. OCR runs in the same child, under the same memory limit.
   */
  maxOcrPages?: number;
  /** Added to `timeoutMs` for each page read by OCR (OCR_PAGE_TIMEOUT_MS when absent). */
  ocrPageTimeoutMs?: number;
}

export interface PdfExtractionOptions {
  /** Stops the extraction at once (the worker process is killed); the promise rejects with the reason. */
  signal?: AbortSignal;
  /** Called once, when the first page goes to OCR: the costly part of reading has begun. */
  onOcrStarted?: () => void;
  /** Called as each page begins to be read, so a long reading can say how far it is. */
  onProgress?: (progress: PdfReadingProgress) => void;
}

/** The page being read now; `ocr` when its text is being recognised from its picture (seconds a page). */
export interface PdfReadingProgress {
  page: number;
  pageCount: number;
  ocr: boolean;
}

export interface PdfPage {
  /** 1-based, in document order. */
  pageNumber: number;
  /** Reading-order text with line breaks kept; empty for a page without text. */
  text: string;
  /** 'ocr' when the text was read from the page's picture: the page has no text layer to select or highlight. */
  source: 'text' | 'ocr';
  /** For an OCR page, its words in the order of `text`, with their positions on the page. */
  ocrWords?: OcrWord[];
}

/** What the file says about itself; every field is optional because most PDFs fill only a few. */
export interface PdfMetadata {
  title?: string;
  author?: string;
  subject?: string;
  keywords?: string;
  creator?: string;
  producer?: string;
  /** ISO 8601. */
  creationDate?: string;
  /** ISO 8601. */
  modificationDate?: string;
  pdfVersion?: string;
  language?: string;
}

export const PDF_FAILURE_REASONS = [
  'password_protected',
  'damaged',
  'no_text',
  'too_many_pages',
  'timeout',
  'out_of_memory',
] as const;
export type PdfFailureReason = (typeof PDF_FAILURE_REASONS)[number];

export interface PdfExtractionSuccess {
  ok: true;
  pageCount: number;
  pages: PdfPage[];
  metadata: PdfMetadata;
  /** Pages without a text layer that were not read because the plan's OCR page limit was reached. */
  ocrSkippedPages: number[];
  /** Written for the person who uploaded the file when some pages were not read; absent otherwise. */
  warning?: string;
}

export interface PdfExtractionFailure {
  ok: false;
  reason: PdfFailureReason;
  /** Written for the person who uploaded the file: what went wrong and what to do. */
  message: string;
}

export type PdfExtractionOutcome = PdfExtractionSuccess | PdfExtractionFailure;
