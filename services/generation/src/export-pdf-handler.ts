import { Readable } from 'node:stream';
import { PDF_RENDER_LIMITS, type PdfRenderLimits } from '@doclens/generated-documents';
import { type exportGeneratedPdf, type JobHandler, type PayloadOf, REFUSED_JOB_REASON_PREFIX } from '@doclens/queue';
import { endingFailedAttempts } from '@doclens/service-runtime';
import { ObjectNotFoundError, type ObjectStore } from '@doclens/storage';
import type { RenderPdfInput } from './threads/render-pdf-task';
import { runInThread, TaskRefusedError } from './threads/run-in-thread';
import { heardByTheWaitingRequest } from './waiting-request';

export interface ExportPdfDeps {
  store: ObjectStore;
  /** The render's hard limits over PDF_RENDER_LIMITS. */
  limits?: Partial<PdfRenderLimits>;
}

/** Kept as the job's return value: what happened, without document content. */
export type ExportPdfOutcome = { exported: true; bytes: number } | { exported: false; reason: 'input_gone' };

/**
 * Renders the stored HTML in a task thread with a hard time and memory limit, so neither this
 * service's event loop nor, in the all-in-one process, the gateway's ever runs the layout.
 */
export function createExportPdfHandler({ store, limits }: ExportPdfDeps): JobHandler<typeof exportGeneratedPdf> {
  const { timeLimitMs, maxHeapMb, maxPages } = { ...PDF_RENDER_LIMITS, ...limits };
  return endingFailedAttempts<PayloadOf<typeof exportGeneratedPdf>, ExportPdfOutcome>(
    async ({ title, inputKey, outputKey }, { logger, signal }) => {
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
      let pdf: Uint8Array;
      try {
        const input: RenderPdfInput = { title, html, maxPages };
        pdf = await runInThread<Uint8Array>(
          { module: './render-pdf-task.ts', input, refusals: ['PdfLimitError'], what: 'Rendering the PDF', signal },
          { timeLimitMs, maxHeapMb },
        );
      } catch (error) {
        if (!(error instanceof TaskRefusedError)) throw error;
        logger.info({ reason: error.message, ms: Math.round(performance.now() - startedAt) }, 'PDF export refused');
        throw new Error(`${REFUSED_JOB_REASON_PREFIX}${error.message}`);
      }
      await store.put(outputKey, Readable.from([Buffer.from(pdf)]), { contentType: 'application/pdf' });
      // The gateway deletes the input once it stops waiting: a PDF finished after that has no reader,
      // and nothing else would ever delete it.
      if (!(await store.head(inputKey))) {
        await store.delete(outputKey);
        logger.info(
          { ms: Math.round(performance.now() - startedAt) },
          'PDF export dropped: the request stopped waiting',
        );
        return { exported: false, reason: 'input_gone' };
      }
      logger.info({ bytes: pdf.byteLength, ms: Math.round(performance.now() - startedAt) }, 'PDF exported');
      return { exported: true, bytes: pdf.byteLength };
    },
    heardByTheWaitingRequest,
  );
}
