import { renderGeneratedPdf, sanitizeGeneratedHtml } from '@doclens/generated-documents';

export interface RenderPdfInput {
  title: string;
  /** As the client sent it: sanitising is itself costly work, so it happens here too. */
  html: string;
  maxPages: number;
}

/** Runs in a task thread (run-in-thread.ts): the sanitised HTML as PDF bytes. */
export async function runTask({ title, html, maxPages }: RenderPdfInput): Promise<Uint8Array> {
  // The thread's own deadline stays out of the way: the parent's timer ends the thread.
  return renderGeneratedPdf(title, sanitizeGeneratedHtml(html), { maxPages, timeLimitMs: Number.MAX_SAFE_INTEGER });
}
