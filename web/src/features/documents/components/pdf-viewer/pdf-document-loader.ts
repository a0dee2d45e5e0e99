import type { PDFDocumentProxy } from 'pdfjs-dist';
import { ApiError, throwIfNotOk, userMessageOf } from '../../../../lib/api-client';
import { loadPdfjs } from './load-pdfjs';

export const PDF_LOAD_FAILED_TITLE = 'Failed to load PDF document';
export const PDF_PASSWORD_MESSAGE = 'This PDF is protected by a password, so it cannot be shown here.';
export const PDF_DAMAGED_MESSAGE = 'This file could not be read as a PDF. It may be damaged.';
export const PDF_FETCH_FAILED_MESSAGE = 'The file could not be fetched. Check your connection and try again.';

/** Why the viewer cannot show the PDF, in words the reader can act on. */
export class PdfUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfUnavailableError';
  }
}

/** The original PDF as served to its owner (GET /api/documents/:id/file). */
export function documentFileUrl(documentId: number): string {
  return `/api/documents/${documentId}/file`;
}

async function fetchPdfBytes(url: string, signal: AbortSignal): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', signal });
    await throwIfNotOk(response);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new PdfUnavailableError(error instanceof ApiError ? userMessageOf(error) : PDF_FETCH_FAILED_MESSAGE);
  }
  return new Uint8Array(await response.arrayBuffer());
}

function reasonOf(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return PDF_PASSWORD_MESSAGE;
  return PDF_DAMAGED_MESSAGE;
}

/**
 * Fetches the original file and opens it with pdf.js. The file is fetched first so a missing or
 * forbidden file is reported without downloading pdf.js at all.
 */
export async function loadPdfDocument(url: string, signal: AbortSignal): Promise<PDFDocumentProxy> {
  const data = await fetchPdfBytes(url, signal);
  const pdfjs = await loadPdfjs();
  // The CSP forbids eval. Fonts and character maps a file does not embed come from this site
  // (the build copies pdf.js's own into /pdfjs/), else from the system.
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    useSystemFonts: true,
    standardFontDataUrl: '/pdfjs/standard_fonts/',
    cMapUrl: '/pdfjs/cmaps/',
    cMapPacked: true,
  });
  signal.addEventListener('abort', () => void task.destroy(), { once: true });
  try {
    return await task.promise;
  } catch (error) {
    if (signal.aborted) throw error;
    throw new PdfUnavailableError(reasonOf(error));
  }
}
