import { completeGeneration, type Db, failGeneration, findGeneratedDocument, refundGenerationUsage } from '@doclens/db';
import type { DocumentGenerator } from '@doclens/engine';
import { sanitizeGeneratedHtml } from '@doclens/generated-documents';
import { type generateDocument, type JobHandler, type PayloadOf, withTimeLimit } from '@doclens/queue';
import { endingFailedAttempts } from '@doclens/service-runtime';

/**
 * How long one attempt may write a document. Above the OpenAI generator's own worst case (three
 * requests of up to 60 s each) so that a slow model ends in the local template's draft, not in
 * this limit; what runs past it hangs, and the attempt fails like any other.
 */
export const GENERATION_TIME_LIMIT_MS = 200_000;

export interface GenerateDocumentDeps {
  db: Db;
  generator: DocumentGenerator;
  timeLimitMs: number;
}

/** Kept as the job's return value: what happened, without document content. */
export type GenerateOutcome =
  | { generated: true; templateId: string | null; chars: number }
  | { generated: false; reason: 'not_found' | 'stale' };

/** Shown to the user when every attempt failed. */
export const GENERATION_FAILED_REASON = 'Failed to generate document';

/**
 * Writes the requested document within the time limit. An attempt stopped by a shutdown goes back
 * to the queue with the document still generating; the last attempt's failure fails the document
 * and gives the generation back to the user's monthly quota.
 */
export function createGenerateDocumentHandler({
  db,
  generator,
  timeLimitMs,
}: GenerateDocumentDeps): JobHandler<typeof generateDocument> {
  return endingFailedAttempts<PayloadOf<typeof generateDocument>, GenerateOutcome>(
    async ({ generatedDocumentId }, { logger, signal }) => {
      const document = await findGeneratedDocument(db, generatedDocumentId);
      if (!document) {
        logger.warn({ generatedDocumentId }, 'generation skipped: document not found');
        return { generated: false, reason: 'not_found' };
      }
      if (document.status !== 'generating') {
        logger.info({ generatedDocumentId, status: document.status }, 'generation skipped: already done');
        return { generated: false, reason: 'stale' };
      }
      const output = await withTimeLimit(
        (limited) => generator.generate(document.documentType, document.parameters, { signal: limited }),
        timeLimitMs,
        signal,
      );
      const html = sanitizeGeneratedHtml(output.html);
      const title = document.title.trim() || output.title;
      const written = await completeGeneration(db, generatedDocumentId, title, html);
      logger.info({ generatedDocumentId, templateId: output.templateId, written }, 'document generated');
      return written
        ? { generated: true, templateId: output.templateId, chars: html.length }
        : { generated: false, reason: 'stale' };
    },
    async ({ generatedDocumentId }, { logger }, error) => {
      logger.error({ generatedDocumentId, err: error }, 'generation failed on its last attempt');
      const failed = await failGeneration(db, generatedDocumentId, GENERATION_FAILED_REASON);
      if (failed) await refundGenerationUsage(db, failed);
    },
  );
}
