import type { Readable } from 'node:stream';
import { documentIdParamsSchema } from '@doclens/api';
import { ObjectNotFoundError } from '@doclens/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../documents/content-disposition';
import { accessibleDocumentOf } from '../../documents/document-access';
import { HttpError } from '../../http/http-errors';
import type { DocumentRouteContext } from './document-route-context';

export const FILE_NOT_FOUND_MESSAGE = 'The original file is no longer available.';

export function documentFileRoutes({ deps, access }: DocumentRouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/documents/:id/file',
      {
        onRequest: access.viewer,
        schema: {
          tags: ['documents'],
          summary: 'Download the original PDF',
          params: documentIdParamsSchema,
        },
      },
      async (request, reply) => {
        const document = accessibleDocumentOf(request);
        let body: Readable;
        try {
          body = await deps.storage.get(document.storageKey);
        } catch (error) {
          if (error instanceof ObjectNotFoundError) throw new HttpError(404, FILE_NOT_FOUND_MESSAGE);
          throw error;
        }
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachmentDisposition(document.originalName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(body);
      },
    );
  };
}
