import { analysisResultSchema } from '@doclens/api';
import {
  completeAnalysis,
  type Db,
  type Document,
  failDocument,
  findDocumentById,
  findDocumentPages,
} from '@doclens/db';
import { type AnalysisEngine, derivedColumns } from '@doclens/engine';
import { type analyzeDocument, type JobContext, type JobHandler, withTimeLimit } from '@doclens/queue';
import { endFailedAttempt } from '@doclens/service-runtime';
import { UnrecoverableError } from 'bullmq';
import { analysisTargetOf } from './analysis-target';
import { type AnalysisFailure, analysisFailure } from './failure-reasons';

export interface AnalyzeDocumentDeps {
  db: Db;
  engine: AnalysisEngine;
  timeLimitMs: number;
}

/** Kept as the job's return value: what happened, without document content. */
export type AnalyzeOutcome =
  | { analyzed: true; documentType: string; processingTimeMs: number }
  | { analyzed: false; reason: 'not_found' | 'stale' | 'failed' };

export function createAnalyzeDocumentHandler(deps: AnalyzeDocumentDeps): JobHandler<typeof analyzeDocument> {
  const { db } = deps;
  return async ({ documentId, attempt }, context): Promise<AnalyzeOutcome> => {
    const { logger } = context;
    const document = await findDocumentById(db, documentId);
    if (!document) {
      logger.warn({ documentId }, 'analysis skipped: document not found');
      return { analyzed: false, reason: 'not_found' };
    }
    if (isStale(document, attempt)) {
      logger.info(
        { documentId, attempt, current: document.pipelineAttempt, status: document.status },
        'analysis skipped: stale job',
      );
      return { analyzed: false, reason: 'stale' };
    }

    const target = analysisTargetOf(document);
    if (!target.ok) return fail(db, document, target.failure, context);
    const pages = await findDocumentPages(db, documentId);
    if (!pages.some((page) => page.text.trim() !== '')) return fail(db, document, analysisFailure('noText'), context);

    const result = await runEngine(
      deps,
      { ...target.target, pages, filename: document.originalName },
      document,
      context,
    );
    const parsed = analysisResultSchema.safeParse(result);
    if (!parsed.success || parsed.data.documentType !== target.target.documentType) {
      logger.error(
        { documentId, documentType: target.target.documentType, issues: parsed.error?.issues.slice(0, 5) },
        'engine returned an invalid analysis',
      );
      const failure = analysisFailure('invalidResult');
      await failDocument(db, documentId, failure.reason, { retryable: failure.retryable });
      // The same input gives the same invalid result: neither BullMQ nor the user's Retry would help.
      throw new UnrecoverableError('the engine returned an analysis that does not match the schema');
    }

    const startedAt = document.processingStartedAt ?? document.createdAt;
    const processingTimeMs = Math.max(0, Date.now() - startedAt.getTime());
    const completed = await completeAnalysis(db, documentId, attempt, {
      analysis: parsed.data,
      ...derivedColumns(parsed.data),
      processingTimeMs,
    });
    if (!completed) {
      logger.info({ documentId, attempt }, 'analysis discarded: the document changed while it ran');
      return { analyzed: false, reason: 'stale' };
    }
    logger.info(
      { documentId, documentType: parsed.data.documentType, processingTimeMs, engine: parsed.data.engine },
      'document analyzed',
    );
    return { analyzed: true, documentType: parsed.data.documentType, processingTimeMs };
  };
}

/** A job of an earlier attempt, or for a document no longer waiting for analysis, does nothing. */
function isStale(document: Document, attempt: number): boolean {
  return (
    document.pipelineAttempt !== attempt || document.status !== 'processing' || document.processingStage !== 'analyzing'
  );
}

async function runEngine(
  deps: AnalyzeDocumentDeps,
  input: Parameters<AnalysisEngine['analyze']>[0],
  document: Document,
  context: JobContext,
): Promise<unknown> {
  const { logger, signal } = context;
  try {
    return await withTimeLimit((limited) => deps.engine.analyze(input, { signal: limited }), deps.timeLimitMs, signal);
  } catch (error) {
    await endFailedAttempt(context, async () => {
      logger.error({ documentId: document.id, err: error }, 'analysis failed on its last attempt');
      const failure = analysisFailure('gaveUp');
      await failDocument(deps.db, document.id, failure.reason, { retryable: failure.retryable });
    });
    throw error;
  }
}

async function fail(
  db: Db,
  document: Document,
  { reason, retryable }: AnalysisFailure,
  { logger }: JobContext,
): Promise<AnalyzeOutcome> {
  logger.warn({ documentId: document.id, reason }, 'analysis failed');
  await failDocument(db, document.id, reason, { retryable });
  return { analyzed: false, reason: 'failed' };
}
