import { listDocumentQuestions } from '@doclens/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessibleDocumentOf } from '../../documents/document-access';
import { askAiRoutes } from '../ask-ai-routes';
import type { DocumentRouteContext } from './document-route-context';

/** Ask AI on an uploaded document: its owner's account only, answered from its pages with page citations. */
export function documentQuestionRoutes(context: DocumentRouteContext): FastifyPluginAsyncZod {
  return askAiRoutes(context, {
    path: '/api/documents',
    tag: 'documents',
    summaries: {
      list: 'Questions asked about the document and their answers, newest first (Pro and Enterprise)',
      ask: 'Ask a question about the document; answered with page citations, or returned pending',
    },
    onRequest: context.access.account,
    askedAbout: (request) => {
      const { id } = accessibleDocumentOf(request);
      return { subject: { documentId: id }, listQuestions: () => listDocumentQuestions(context.deps.db, id) };
    },
  });
}
