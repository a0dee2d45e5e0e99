import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { PDF_RENDER_LIMITS } from '@doclens/generated-documents';
import { exportGeneratedPdf, type JobResults } from '@doclens/queue';
import { newObjectKey } from '@doclens/storage';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayDependencies } from '../../gateway-dependencies';
import { type JobWait, runJobForAnswer } from '../../http/job-answer';

/**
 * How long a request waits for its PDF: the render's own time limit, plus room for the thread to
 * start and for a few exports queued ahead of it on a busy worker.
 */
export const PDF_EXPORT_WAIT_MS = PDF_RENDER_LIMITS.timeLimitMs * 3;

export const PDF_EXPORT_BUSY_MESSAGE = 'PDF export is busy right now. Please try again in a moment.';
export const PDF_EXPORT_BROKEN_MESSAGE = 'The PDF could not be made. Please try again.';
const PDF_EXPORT_WAIT: JobWait = {
  waitMs: PDF_EXPORT_WAIT_MS,
  messages: { busy: PDF_EXPORT_BUSY_MESSAGE, failed: PDF_EXPORT_BROKEN_MESSAGE },
};

export type PdfExportOutcome = { ok: true; pdf: Buffer } | { ok: false; statusCode: 422 | 500 | 503; message: string };

interface PdfExportRequest {
  title: string;
  content: string;
  requestId: string;
}

/**
 * One PDF export through the generation service: the HTML goes to the object store (a job's data
 * would keep it in Redis for a day), the `export-generated-pdf` job renders it there, and the PDF
 * comes back through the store. Both objects are deleted whatever happens.
 */
export async function renderPdfByJob(
  deps: Pick<GatewayDependencies, 'jobs' | 'storage'>,
  results: JobResults,
  { title, content, requestId }: PdfExportRequest,
  log: FastifyBaseLogger,
): Promise<PdfExportOutcome> {
  const inputKey = newObjectKey('pdf-export-inputs', { extension: 'html' });
  const outputKey = newObjectKey('pdf-exports', { extension: 'pdf' });
  try {
    await deps.storage.put(inputKey, Readable.from([Buffer.from(content, 'utf8')]), { contentType: 'text/html' });
    const { answer } = await runJobForAnswer(
      { jobs: deps.jobs, jobResults: results },
      exportGeneratedPdf,
      { exportId: randomUUID(), title, inputKey, outputKey, requestId },
      PDF_EXPORT_WAIT,
      log,
    );
    if (!answer.ok) return answer;
    const pdf = Buffer.concat(await (await deps.storage.get(outputKey)).toArray());
    return { ok: true, pdf };
  } finally {
    await Promise.all(
      [inputKey, outputKey].map((key) =>
        deps.storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'PDF export clean-up failed')),
      ),
    );
  }
}
