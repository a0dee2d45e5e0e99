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
}

export interface PdfExtractionOptions {
  /** Stops the extraction at once (the worker process is killed); the promise rejects with the reason. */
  signal?: AbortSignal;
}

export interface PdfPage {
  /** 1-based, in document order. */
  pageNumber: number;
  /** Reading-order text with line breaks kept; empty for a page without text. */
  text: string;
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
}

export interface PdfExtractionFailure {
  ok: false;
  reason: PdfFailureReason;
  /** Written for the person who uploaded the file: what went wrong and what to do. */
  message: string;
}

export type PdfExtractionOutcome = PdfExtractionSuccess | PdfExtractionFailure;
