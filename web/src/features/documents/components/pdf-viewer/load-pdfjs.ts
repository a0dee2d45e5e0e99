// The worker is bundled by Vite as a file of this build and served from this origin: no CDN.
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export type Pdfjs = typeof import('pdfjs-dist');

let loading: Promise<Pdfjs> | undefined;

/**
 * pdf.js is a large module only the document view needs, so it is fetched on first use and
 * never weighs on the landing page.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
    return pdfjs;
  });
  loading.catch(() => {
    // A failed chunk download (offline, new deploy) may succeed on the next attempt.
    loading = undefined;
  });
  return loading;
}
