import { randomUUID } from 'node:crypto';
import { documentIdParamsSchema, documentPartiesResponseSchema } from '@doclens/api';
import { findDocumentParties, PARTY_LOOKUP_TIME_LIMIT_MS } from '@doclens/queue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessibleDocumentOf } from '../../documents/document-access';
import { assertQueueReachable } from '../../documents/pipeline-jobs';
import { type JobWait, runJobForAnswer, valueOrHttpError } from '../../http/job-answer';
import type { DocumentRouteContext } from './document-route-context';

/** The worker's time limit, plus room for a thread to start and for jobs queued ahead. */
export const PARTY_LOOKUP_WAIT_MS = PARTY_LOOKUP_TIME_LIMIT_MS + 15_000;
export const PARTY_LOOKUP_BUSY_MESSAGE = 'Finding the parties is busy right now. Please try again in a moment.';
export const PARTY_LOOKUP_FAILED_MESSAGE = 'The parties could not be found. Please try again.';
const PARTY_LOOKUP_WAIT: JobWait = {
  waitMs: PARTY_LOOKUP_WAIT_MS,
  messages: { busy: PARTY_LOOKUP_BUSY_MESSAGE, failed: PARTY_LOOKUP_FAILED_MESSAGE },
};

/**
 * The parties a document names, for the type-selection step's "Which party are you?". Found by
 * the generation service from the stored pages each time (`find-document-parties`), so the
 * gateway never runs the engine; nothing is kept that the pages do not already hold. A document
 * whose text is not extracted yet names no one.
 */
export function documentPartiesRoutes({ deps, access, jobResults }: DocumentRouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/documents/:id/parties',
      {
        onRequest: access.viewer,
        schema: {
          tags: ['documents'],
          summary: 'The parties a contract names, with their short names and sides (owner, or the uploading browser)',
          params: documentIdParamsSchema,
          response: { 200: documentPartiesResponseSchema },
        },
      },
      async (request) => {
        const document = accessibleDocumentOf(request);
        assertQueueReachable(deps);
        const { job, answer } = await runJobForAnswer(
          { jobs: deps.jobs, jobResults },
          findDocumentParties,
          { lookupId: randomUUID(), documentId: document.id, requestId: request.id },
          PARTY_LOOKUP_WAIT,
          request.log,
        );
        // Read, the names have no reason to stay in Redis.
        if (answer.ok) await jobResults.withdraw(job);
        return documentPartiesResponseSchema.parse(valueOrHttpError(answer));
      },
    );
  };
}
