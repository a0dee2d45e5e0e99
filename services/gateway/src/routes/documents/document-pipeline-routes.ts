import {
  analyzeRequestSchema,
  documentIdParamsSchema,
  documentListItemSchema,
  failedDocumentMessage,
  RETRY_NOT_FAILED_MESSAGE,
  RETRY_NOT_RETRYABLE_MESSAGE,
} from '@doclens/api';
import { chooseAnalysis, type Document, restartPipeline } from '@doclens/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkedAnalysisParameters } from '../../documents/analysis-parameter-check';
import { accessibleDocumentOf } from '../../documents/document-access';
import { toDocumentSummaryItem } from '../../documents/document-presenter';
import { canRetry } from '../../documents/document-retry';
import { assertQueueReachable, enqueuePipelineJob } from '../../documents/pipeline-jobs';
import { processingDeadlineFrom } from '../../documents/processing-deadline';
import { accountPlanOf } from '../../documents/viewer-plan';
import { HttpError } from '../../http/http-errors';
import { countDocumentBeforeAnalysis } from '../../uploads/monthly-upload-quota';
import type { DocumentRouteContext } from './document-route-context';

export const ANALYSIS_ALREADY_STARTED_MESSAGE = 'Analysis has already been started for this document.';

function notPendingMessage(document: Document): string {
  if (document.status !== 'failed') return ANALYSIS_ALREADY_STARTED_MESSAGE;
  return failedDocumentMessage(document.failureReason, canRetry(document));
}

export function documentPipelineRoutes({ deps, access }: DocumentRouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/documents/:id/analyze',
      {
        onRequest: access.viewer,
        schema: {
          tags: ['documents'],
          summary: 'Choose the analysis type of an uploaded document and start the analysis',
          params: documentIdParamsSchema,
          body: analyzeRequestSchema,
          response: { 200: documentListItemSchema },
        },
      },
      async (request) => {
        const current = accessibleDocumentOf(request);
        const { documentType } = request.body;
        const analysisParameters = checkedAnalysisParameters(documentType, request.body.analysisParameters);
        if (current.status !== 'pending') throw new HttpError(409, notPendingMessage(current));
        assertQueueReachable(deps);
        const at = new Date();
        const chosen = await deps.db.transaction().execute(async (trx) => {
          // A claimed upload that its month had no room for is counted now, or stays a preview.
          await countDocumentBeforeAnalysis(trx, current, accountPlanOf(request), at);
          const started = await chooseAnalysis(trx, current.id, {
            documentType,
            analysisParameters,
            deadline: processingDeadlineFrom(at),
          });
          // Someone else (another tab) started it between our read and this update.
          if (!started) throw new HttpError(409, ANALYSIS_ALREADY_STARTED_MESSAGE);
          return started;
        });
        // Still 'extracting': the extraction worker enqueues the analysis when it finishes.
        if (chosen.processingStage === 'analyzing') await enqueuePipelineJob(deps, chosen, request.id, request.log);
        return toDocumentSummaryItem(chosen);
      },
    );

    app.post(
      '/api/documents/:id/retry',
      {
        onRequest: access.viewer,
        schema: {
          tags: ['documents'],
          summary: 'Process a failed document again, from the stage where it stopped',
          params: documentIdParamsSchema,
          response: { 200: documentListItemSchema },
        },
      },
      async (request) => {
        const current = accessibleDocumentOf(request);
        if (current.status !== 'failed') throw new HttpError(409, RETRY_NOT_FAILED_MESSAGE);
        if (!canRetry(current)) throw new HttpError(409, RETRY_NOT_RETRYABLE_MESSAGE);
        assertQueueReachable(deps);
        const restarted = await restartPipeline(deps.db, current.id, processingDeadlineFrom(new Date()));
        if (!restarted) throw new HttpError(409, RETRY_NOT_FAILED_MESSAGE);
        await enqueuePipelineJob(deps, restarted, request.id, request.log);
        return toDocumentSummaryItem(restarted);
      },
    );
  };
}
