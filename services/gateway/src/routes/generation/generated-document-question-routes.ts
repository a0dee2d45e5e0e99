import {
  askQuestionRequestSchema,
  askQuestionResponseSchema,
  documentIdParamsSchema,
  questionListResponseSchema,
} from '@doclens/api';
import { listGeneratedDocumentQuestions } from '@doclens/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { longPollQuerySchema, readWhenMoved } from '../../http/long-poll';
import { requireUser } from '../../plugins/session-auth';
import {
  askAndWait,
  askRateLimit,
  pendingAnswerJobs,
  requirePaidPlan,
  toQuestionView,
} from '../documents/document-question-routes';
import type { RouteContext } from '../route-context';
import { generatedDocumentOwnerHook, ownedGeneratedDocumentOf } from './generated-document-access';

/**
 * Ask AI on a generated draft, as on an uploaded document (spec part 2 §7): Pro and Enterprise,
 * the owner's drafts only (another user's id is a 404). The worker answers from the draft's text
 * as it is saved when the question is asked. The list, asked with `?wait=`, answers when a
 * pending question's job has ended.
 */
export function generatedDocumentQuestionRoutes({ deps, jobResults }: RouteContext): FastifyPluginAsyncZod {
  const onRequest = generatedDocumentOwnerHook(deps.db);
  return async (app) => {
    app.get(
      '/api/generated-documents/:id/questions',
      {
        onRequest,
        schema: {
          tags: ['generation'],
          summary: 'Questions asked about the generated document and their answers, newest first (Pro and Enterprise)',
          params: documentIdParamsSchema,
          querystring: longPollQuerySchema,
          response: { 200: questionListResponseSchema },
        },
      },
      async (request) => {
        requirePaidPlan(requireUser(request).plan);
        const document = ownedGeneratedDocumentOf(request);
        const read = () => listGeneratedDocumentQuestions(deps.db, document.id);
        const rows = await readWhenMoved(jobResults, request, await read(), read, pendingAnswerJobs);
        return { questions: rows.map(toQuestionView) };
      },
    );

    app.post(
      '/api/generated-documents/:id/ask',
      {
        onRequest,
        config: { rateLimit: askRateLimit },
        schema: {
          tags: ['generation'],
          summary: 'Ask a question about the generated document; answered with citations, or returned pending',
          params: documentIdParamsSchema,
          body: askQuestionRequestSchema,
          response: { 200: askQuestionResponseSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        requirePaidPlan(user.plan);
        const document = ownedGeneratedDocumentOf(request);
        return askAndWait(deps, jobResults, { generatedDocumentId: document.id }, user.id, request);
      },
    );
  };
}
