import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { loadPdfDocument, PDF_DAMAGED_MESSAGE, PdfUnavailableError } from './pdf-document-loader';

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'ready'; pdf: PDFDocumentProxy }
  | { status: 'unavailable'; reason: string };

/** Opens the PDF at `url` for as long as the viewer shows it, and frees pdf.js' worker afterwards. */
export function usePdfDocument(url: string): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let opened: PDFDocumentProxy | undefined;
    setState({ status: 'loading' });
    loadPdfDocument(url, controller.signal).then(
      (pdf) => {
        opened = pdf;
        if (controller.signal.aborted) void pdf.destroy();
        else setState({ status: 'ready', pdf });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'unavailable',
          reason: error instanceof PdfUnavailableError ? error.message : PDF_DAMAGED_MESSAGE,
        });
      },
    );
    return () => {
      controller.abort();
      void opened?.destroy();
    };
  }, [url]);

  return state;
}
