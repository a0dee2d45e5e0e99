import { documentIdParamsSchema, documentPartiesResponseSchema } from '@doclens/api';
import { findDocumentPages } from '@doclens/db';
import { contractPartiesOf } from '@doclens/engine/parties';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessibleDocumentOf } from '../../documents/document-access';
import type { DocumentRouteContext } from './document-route-context';

/**
 * The parties a document names, for the type-selection step's "Which party are you?". Read from
 * the stored pages each time: it is cheap, and nothing is kept that the pages do not already hold.
 * A document whose text is not extracted yet names no one.
 */
export function documentPartiesRoutes({ deps, access }: DocumentRouteContext): FastifyPluginAsyncZod {
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
        const pages = await findDocumentPages(deps.db, document.id);
        return { parties: contractPartiesOf(pages) };
      },
    );
  };
}
