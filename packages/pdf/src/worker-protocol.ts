import type { PositionedText } from './page-text';
import type { RawPdfInfo } from './pdf-metadata';
import type { PdfjsAssets } from './pdfjs-assets';

/** What `pdf-worker.mjs` receives as its workerData. */
export interface PdfWorkerInput {
  data: Uint8Array;
  maxPages: number;
  assets: PdfjsAssets;
}

/** What `pdf-worker.mjs` posts back, in this order: started, then pages and done, or one of the others. */
export type PdfWorkerMessage =
  /** pdf.js is loaded: from here on, a crash is the document's doing, not a broken installation. */
  | { type: 'started' }
  | { type: 'too_many_pages'; pageCount: number }
  | { type: 'page'; pageNumber: number; items: PositionedText[] }
  | { type: 'done'; pageCount: number; info: RawPdfInfo }
  | { type: 'failed'; errorName: string; message: string };
