import type { PDFDocumentProxy, RenderTask, TextLayer } from 'pdfjs-dist';
import { type CSSProperties, type RefObject, useEffect, useRef, useState } from 'react';
import { fetchPageOcrWords } from '../../api/document-api';
import { clearEvidenceHighlights, highlightEvidence } from './evidence-highlight';
import type { EvidenceJump } from './evidence-jump';
import { loadPdfjs } from './load-pdfjs';
import { highlightOcrWords } from './ocr-evidence-highlight';
import { useNearViewport } from './use-near-viewport';

export interface PageSize {
  width: number;
  height: number;
}

interface PdfPageViewProps {
  /** The stored document, whose OCR words place highlights on scanned pages. */
  documentId: number;
  pdf: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  /** The page's size at scale 1 until its own is known (the first page's, a good guess). */
  estimatedSize: PageSize;
  scrollRoot: RefObject<HTMLElement | null>;
  /** The evidence to highlight on this page, or null. A new object scrolls to it again. */
  highlight: EvidenceJump | null;
  onHighlightResult: (jump: EvidenceJump, found: boolean) => void;
}

/** Scrolls the viewer (not the whole window) so the first highlighted line sits mid-view. */
function scrollIntoViewer(root: HTMLElement, mark: HTMLElement): void {
  const rootBox = root.getBoundingClientRect();
  const markBox = mark.getBoundingClientRect();
  root.scrollTop += markBox.top - rootBox.top - root.clientHeight / 3;
}

/**
 * One page: a canvas for the picture and pdf.js' text layer above it (selectable text and the
 * highlight target). Both are drawn only while the page is near the viewer's visible area.
 */
export function PdfPageView(props: PdfPageViewProps) {
  const { documentId, pdf, pageNumber, scale, estimatedSize, scrollRoot, highlight, onHighlightResult } = props;
  const pageRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textLayerRef = useRef<HTMLDivElement>(null);
  const ocrLayerRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(pageRef, scrollRoot);
  const [size, setSize] = useState<PageSize>(estimatedSize);
  const [textDivs, setTextDivs] = useState<HTMLElement[] | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const container = textLayerRef.current;
    if (!near || !canvas || !container) return;
    let cancelled = false;
    let renderTask: RenderTask | undefined;
    let textLayer: TextLayer | undefined;

    const draw = async () => {
      const [pdfjs, page] = await Promise.all([loadPdfjs(), pdf.getPage(pageNumber)]);
      if (cancelled) return;
      const viewport = page.getViewport({ scale });
      setSize({ width: viewport.width / scale, height: viewport.height / scale });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      renderTask = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      container.replaceChildren();
      textLayer = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
      await Promise.all([renderTask.promise, textLayer.render()]);
      if (!cancelled) setTextDivs(textLayer.textDivs);
    };
    // A cancelled render rejects by design; any other failure leaves this one page blank.
    draw().catch(() => undefined);

    return () => {
      cancelled = true;
      renderTask?.cancel();
      textLayer?.cancel();
      setTextDivs(null);
      container.replaceChildren();
      // Releases the bitmap now rather than when the element is collected.
      canvas.width = 0;
      canvas.height = 0;
    };
  }, [near, pdf, pageNumber, scale]);

  useEffect(() => {
    const container = textLayerRef.current;
    const ocrLayer = ocrLayerRef.current;
    const root = scrollRoot.current;
    if (!highlight || !textDivs || !container || !ocrLayer || !root) return;
    const show = (marks: HTMLElement[]) => {
      const [first] = marks;
      if (first) scrollIntoViewer(root, first);
      onHighlightResult(highlight, marks.length > 0);
    };
    if (textDivs.some((div) => (div.textContent ?? '').trim() !== '')) {
      show(highlightEvidence(textDivs, highlight.quote));
      return () => clearEvidenceHighlights(container);
    }
    // A scanned page has no text layer: the words OCR read from it, with their positions, place the highlight.
    let cancelled = false;
    fetchPageOcrWords(documentId, pageNumber)
      .then(({ words }) => !cancelled && show(highlightOcrWords(ocrLayer, words, highlight.quote)))
      .catch(() => !cancelled && show([]));
    return () => {
      cancelled = true;
      ocrLayer.replaceChildren();
    };
  }, [documentId, pageNumber, highlight, textDivs, scrollRoot, onHighlightResult]);

  const style = {
    width: `${size.width * scale}px`,
    height: `${size.height * scale}px`,
    '--scale-factor': String(scale),
  } as CSSProperties;

  return (
    <figure
      ref={pageRef}
      className="pdf-page relative mx-auto bg-white shadow-sm ring-1 ring-border"
      style={style}
      data-page-number={pageNumber}
      aria-label={`Page ${pageNumber}`}
    >
      <canvas ref={canvasRef} className="absolute inset-0 size-full" />
      <div ref={textLayerRef} className="textLayer" />
      <div ref={ocrLayerRef} className="ocrLayer" />
    </figure>
  );
}
