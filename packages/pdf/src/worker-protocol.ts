import type { OcrReading } from './ocr-page-text';
import type { RawPdfInfo } from './pdf-metadata';
import type { PdfjsAssets } from './pdfjs-assets';

/** What `pdf-worker.mjs` receives as its one argument (JSON), once per process. */
export interface PdfWorkerData {
  assets: PdfjsAssets;
  /** Which Tesseract reads pages without a text layer (ocr-engine.ts). */
  ocrEngine: OcrEngine;
}

/**
 * The native `tesseract` program when it is installed (about 40 % less CPU a page, docs/decisions.md),
 * else tesseract.js, which the product always carries.
 */
export type OcrEngine = { kind: 'native'; command: string } | { kind: 'embedded' };

/** A page as the child reads it. */
export interface PageReading {
  pageNumber: number;
  /** The text layer joined into lines (page-text.mjs). */
  text: string;
  /** What OCR read, when the page had next to no text layer and a picture over much of it. */
  ocr?: OcrReading;
  /** The page needed OCR but the document's OCR page limit was reached. */
  ocrSkipped?: true;
}

/** One document to parse; a process gets the next one only after this one's final message. */
export interface PdfExtractionRequest {
  /** The document, in a file that stays until its final message (handover-file.ts, or the caller's own). */
  path: string;
  maxPages: number;
  decodedLimits: DecodedSizeLimits;
  ocr: {
    /** Pages read by OCR at most; later pages without a text layer are sent with `ocrSkipped`. */
    maxPages: number;
  };
}

/** Caps on what the file's compressed streams expand to, checked before pdf.js decodes any (decoded-size.mjs). */
export interface DecodedSizeLimits {
  maxStreamBytes: number;
  maxDocumentBytes: number;
}

/**
 * What `pdf-worker.mjs` sends back for each request, in this order: started, then pages and done,
 * or one of the others. The final message comes after pdf.js has let go of the document.
 */
export type PdfWorkerMessage =
  /** pdf.js is loaded: from here on, a crash is the document's doing, not a broken installation. */
  | { type: 'started' }
  | { type: 'too_many_pages'; pageCount: number }
  /** The document is open and within the page limit: its pages follow, in order. */
  | { type: 'opened'; pageCount: number }
  /** A stream, or all streams together, would expand past DecodedSizeLimits; pdf.js was not run. */
  | { type: 'decoded_too_large'; exceeded: 'stream' | 'document' }
  /** OCR of this page begins: the parent's deadline grows by the per-page OCR allowance. */
  | { type: 'ocr_started'; pageNumber: number }
  /** Pages in order, several to a message: each message is a copy and a wake-up on both sides. */
  | { type: 'pages'; pages: PageReading[] }
  | { type: 'done'; pageCount: number; info: RawPdfInfo }
  | { type: 'failed'; errorName: string; message: string };
