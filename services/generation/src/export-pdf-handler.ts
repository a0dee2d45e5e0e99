import { Readable } from 'node:stream';
import { PdfLimitError, type PdfRenderLimits, renderPdfInThread } from '@doclens/generated-documents';
import { type exportGeneratedPdf, type JobHandler, PDF_EXPORT_REFUSED_PREFIX } from '@doclens/queue';
import { ObjectNotFoundError, type ObjectStore } from '@doclens/storage';

export interface ExportPdfDeps {
  store: ObjectStore;
  /** The render's hard limits; the defaults are PDF_RENDER_LIMITS. */
  limits?: Partial<PdfRenderLimits>;
}

/** Kept as the job's return value: what happened, without document content. */
export type ExportPdfOutcome = { exported: true; bytes: number } | { exported: false; reason: 'input_gone' };

/**
 * Renders the stored HTML in a worker thread with a hard time and memory limit, so neither this
 * service's event loop nor, in the all-in-one process, the gateway's ever runs the layout.
 */
export function createExportPdfHandler({ store, limits }: ExportPdfDeps): JobHandler<typeof exportGeneratedPdf> {
  return async ({ title, inputKey, outputKey }, { logger }): Promise<ExportPdfOutcome> => {
    let html: string;
    try {
      html = Buffer.concat(await (await store.get(inputKey)).toArray()).toString('utf8');
    } catch (error) {
      // The gateway gave up waiting and cleaned up before the job started: nobody wants the PDF.
      if (!(error instanceof ObjectNotFoundError)) throw error;
      logger.info({ inputKey }, 'PDF export skipped: its input is gone');
      return { exported: false, reason: 'input_gone' };
    }
    const startedAt = performance.now();
    let pdf: Buffer;
    try {
      pdf = await renderPdfInThread(title, html, limits);
    } catch (error) {
      if (!(error instanceof PdfLimitError)) throw error;
      logger.info({ reason: error.message, ms: Math.round(performance.now() - startedAt) }, 'PDF export refused');
      throw new Error(`${PDF_EXPORT_REFUSED_PREFIX}${error.message}`);
    }
    await store.put(outputKey, Readable.from([pdf]), { contentType: 'application/pdf' });
    logger.info({ bytes: pdf.length, ms: Math.round(performance.now() - startedAt) }, 'PDF exported');
    return { exported: true, bytes: pdf.length };
  };
}
