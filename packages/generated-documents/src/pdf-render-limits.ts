import { PDF_LIMITS } from './render-pdf';

/** A PDF export's hard limits where it runs (the generation service's task thread). */
export interface PdfRenderLimits {
  timeLimitMs: number;
  /** V8's heap limit for the render thread. */
  maxHeapMb: number;
  maxPages: number;
}

/**
 * Ten seconds covers the thread's start (about half a second) and a 300-page document many times
 * over; 512 MB is many times what such a render holds (docs/decisions.md).
 */
export const PDF_RENDER_LIMITS: PdfRenderLimits = {
  timeLimitMs: PDF_LIMITS.timeLimitMs,
  maxHeapMb: 512,
  maxPages: PDF_LIMITS.maxPages,
};
