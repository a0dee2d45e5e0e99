import { listGeneratedDocumentQuestions } from '@doclens/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { askAiRoutes } from '../ask-ai-routes';
import type { RouteContext } from '../route-context';
import { generatedDocumentOwnerHook, ownedGeneratedDocumentOf } from './generated-document-access';

/**
 * Ask AI on a generated draft, as on an uploaded document: the owner's drafts only (another
 * user's id is a 404). The worker answers from the draft's text as it is saved when the question
 * is asked.
 */
export function generatedDocumentQuestionRoutes(context: RouteContext): FastifyPluginAsyncZod {
  return askAiRoutes(context, {
    path: '/api/generated-documents',
    tag: 'generation',
    summaries: {
      list: 'Questions asked about the generated document and their answers, newest first (Pro and Enterprise)',
      ask: 'Ask a question about the generated document; answered with citations, or returned pending',
    },
    onRequest: generatedDocumentOwnerHook(context.deps.db),
    askedAbout: (request) => {
      const { id } = ownedGeneratedDocumentOf(request);
      return {
        subject: { generatedDocumentId: id },
        listQuestions: () => listGeneratedDocumentQuestions(context.deps.db, id),
      };
    },
  });
}
