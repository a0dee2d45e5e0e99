import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../../../lib/class-names';
import type { EvidenceJump } from './evidence-jump';
import { documentFileUrl } from './pdf-document-loader';
import { type PageSize, PdfPageView } from './pdf-page-view';
import { PdfUnavailableNotice } from './pdf-unavailable-notice';
import { PdfViewerToolbar } from './pdf-viewer-toolbar';
import { fitWidthScale, zoomedIn, zoomedOut } from './pdf-zoom';
import { usePdfDocument } from './use-pdf-document';
import './pdf-text-layer.css';

interface PdfViewerProps {
  documentId: number;
  filename: string;
  /** The evidence the reader last asked to see: its page is scrolled to and its quote highlighted. */
  jump: EvidenceJump | null;
  className?: string;
}

/** The original PDF, drawn in the browser by pdf.js, page by page as the reader scrolls. */
export function PdfViewer({ documentId, filename, jump, className }: PdfViewerProps) {
  const url = documentFileUrl(documentId);
  const state = usePdfDocument(url);
  const [scale, setScale] = useState<number | null>(null);

  return (
    <section
      aria-label="Original document"
      className={cn('flex flex-col overflow-hidden rounded-lg border bg-card', className)}
    >
      <PdfViewerToolbar
        filename={filename}
        downloadUrl={url}
        pageCount={state.status === 'ready' && scale !== null ? state.pdf.numPages : null}
        scale={scale ?? 1}
        onZoomIn={() => setScale((current) => zoomedIn(current ?? 1))}
        onZoomOut={() => setScale((current) => zoomedOut(current ?? 1))}
      />
      {state.status === 'loading' && <PdfLoading />}
      {state.status === 'unavailable' && (
        <PdfUnavailableNotice reason={state.reason} downloadUrl={url} filename={filename} />
      )}
      {state.status === 'ready' && (
        <PdfPages
          pdf={state.pdf}
          scale={scale}
          onFitScale={(fit) => setScale((current) => current ?? fit)}
          jump={jump}
          documentId={documentId}
        />
      )}
    </section>
  );
}

function PdfLoading() {
  return (
    <div className="flex flex-1 items-center justify-center p-12 text-sm text-muted-foreground" role="status">
      Loading PDF...
    </div>
  );
}

interface PdfPagesProps {
  pdf: PDFDocumentProxy;
  scale: number | null;
  /** The scale that fits the first page's width: the starting zoom, ignored once the reader zoomed. */
  onFitScale: (scale: number) => void;
  jump: EvidenceJump | null;
  documentId: number;
}

// The scroll area's horizontal padding (px-4) on both sides.
const PAGE_GUTTER = 32;

function PdfPages({ pdf, scale, onFitScale, jump, documentId }: PdfPagesProps) {
  const scrollRef = useRef<HTMLElement>(null);
  const [firstPageSize, setFirstPageSize] = useState<PageSize | null>(null);
  const [missedJump, setMissedJump] = useState<EvidenceJump | null>(null);

  const fitScaleRef = useRef(onFitScale);
  fitScaleRef.current = onFitScale;
  useEffect(() => {
    let cancelled = false;
    pdf
      .getPage(1)
      .then((page) => {
        if (cancelled) return;
        const { width, height } = page.getViewport({ scale: 1 });
        setFirstPageSize({ width, height });
        fitScaleRef.current(fitWidthScale((scrollRef.current?.clientWidth ?? 0) - PAGE_GUTTER, width));
      })
      // A first page pdf.js cannot read leaves the viewer empty but the analysis usable.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [pdf]);

  const jumpPage = jump ? Math.min(Math.max(jump.page, 1), pdf.numPages) : null;
  // A layout effect, so the page is in place before the page's own effect centres the highlight.
  useLayoutEffect(() => {
    const root = scrollRef.current;
    if (!jump || !root || jumpPage === null || !firstPageSize || scale === null) return;
    const page = root.querySelector<HTMLElement>(`[data-page-number="${jumpPage}"]`);
    if (page) root.scrollTop = page.offsetTop - 8;
    // Stacked under the analysis on small screens, the viewer itself may be out of sight.
    root.scrollIntoView?.({ block: 'nearest' });
  }, [jump, jumpPage, firstPageSize, scale]);

  const onHighlightResult = useCallback((shown: EvidenceJump, found: boolean) => {
    setMissedJump(found ? null : shown);
  }, []);

  return (
    <>
      {jump && missedJump === jump && (
        <p role="status" className="border-b bg-muted px-3 py-2 text-xs text-muted-foreground">
          The quoted passage could not be located on page {jumpPage}.
        </p>
      )}
      <section
        ref={scrollRef}
        className="relative min-h-0 flex-1 space-y-4 overflow-auto bg-muted/40 px-4 py-4"
        // Focusable so keyboard users can scroll the pages with the arrow keys.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label="PDF pages"
      >
        {firstPageSize &&
          scale !== null &&
          Array.from({ length: pdf.numPages }, (_, index) => index + 1).map((pageNumber) => (
            <PdfPageView
              key={pageNumber}
              documentId={documentId}
              pdf={pdf}
              pageNumber={pageNumber}
              scale={scale}
              estimatedSize={firstPageSize}
              scrollRoot={scrollRef}
              highlight={jump && pageNumber === jumpPage ? jump : null}
              onHighlightResult={onHighlightResult}
            />
          ))}
      </section>
    </>
  );
}
