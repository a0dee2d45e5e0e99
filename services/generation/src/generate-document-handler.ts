import { completeGeneration, type Db, failGeneration, findGeneratedDocument, refundGenerationUsage } from '@doclens/db';
import type { DocumentGenerator } from '@doclens/engine';
import { sanitizeGeneratedHtml } from '@doclens/generated-documents';
import type { generateDocument, JobContext, JobHandler } from '@doclens/queue';

export interface GenerateDocumentDeps {
  db: Db;
  generator: DocumentGenerator;
}

/** Kept as the job's return value: what happened, without document content. */
export type GenerateOutcome =
  | { generated: true; templateId: string | null; chars: number }
  | { generated: false; reason: 'not_found' | 'stale' };

/** Shown to the user when every attempt failed. */
export const GENERATION_FAILED_REASON = 'Failed to generate document';

export function createGenerateDocumentHandler({
  db,
  generator,
}: GenerateDocumentDeps): JobHandler<typeof generateDocument> {
  return async ({ generatedDocumentId }, context): Promise<GenerateOutcome> => {
    const { logger } = context;
    const document = await findGeneratedDocument(db, generatedDocumentId);
    if (!document) {
      logger.warn({ generatedDocumentId }, 'generation skipped: document not found');
      return { generated: false, reason: 'not_found' };
    }
    if (document.status !== 'generating') {
      logger.info({ generatedDocumentId, status: document.status }, 'generation skipped: already done');
      return { generated: false, reason: 'stale' };
    }
    try {
      const output = await generator.generate(document.documentType, document.parameters);
      const html = sanitizeGeneratedHtml(output.html);
      const title = document.title.trim() || output.title;
      const written = await completeGeneration(db, generatedDocumentId, title, html);
      logger.info({ generatedDocumentId, templateId: output.templateId, written }, 'document generated');
      return written
        ? { generated: true, templateId: output.templateId, chars: html.length }
        : { generated: false, reason: 'stale' };
    } catch (error) {
      await failOnLastAttempt(db, generatedDocumentId, error, context);
      throw error;
    }
  };
}

async function failOnLastAttempt(
  db: Db,
  id: number,
  error: unknown,
  { isLastAttempt, logger }: JobContext,
): Promise<void> {
  if (!isLastAttempt) return;
  logger.error({ generatedDocumentId: id, err: error }, 'generation failed on its last attempt');
  const failed = await failGeneration(db, id, GENERATION_FAILED_REASON);
  if (failed) await refundGenerationUsage(db, failed);
}
