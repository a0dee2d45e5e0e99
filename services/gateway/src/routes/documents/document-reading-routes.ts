import {
  documentDetailSchema,
  documentIdParamsSchema,
  documentListQuerySchema,
  documentListResponseSchema,
  documentPageParamsSchema,
  documentPreviewSchema,
  pageOcrWordsResponseSchema,
} from '@doclens/api';
import { findDocumentById, findDocumentPages, findOcrWords, listDocumentsOfOwner } from '@doclens/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessibleDocumentOf, documentNotFound } from '../../documents/document-access';
import { toDocumentDetail, toDocumentListItem } from '../../documents/document-presenter';
import { buildDocumentPreview } from '../../documents/document-preview';
import { withProgressOf } from '../../documents/document-progress';
import { pipelineJobsInProgress } from '../../documents/pipeline-jobs';
import { viewerPlanOf } from '../../documents/viewer-plan';
import { longPollQuerySchema, readWhenMoved } from '../../http/long-poll';
import { requireUser } from '../../plugins/session-auth';
import type { DocumentRouteContext } from './document-route-context';

/**
 * The list handler builds its body field by field from typed rows (`toDocumentListItem`), so the
 * compiler has already checked what the zod serializer would check again on every call; that
 * second pass cost a tenth of the request's CPU on the route every dashboard load calls. The
 * response schema stays on the route for the OpenAPI document.
 */
const serializeCheckedBody = () => (body: unknown) => JSON.stringify(body);

export function documentReadingRoutes({ deps, access, jobResults }: DocumentRouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/documents',
      {
        schema: {
          tags: ['documents'],
          summary: "The signed-in user's documents, newest first",
          querystring: documentListQuerySchema,
          response: { 200: documentListResponseSchema },
        },
        serializerCompiler: serializeCheckedBody,
      },
      async (request) => {
        const user = requireUser(request);
        const { page, limit } = request.query;
        const { documents, total } = await listDocumentsOfOwner(deps.db, user.id, {
          limit,
          offset: (page - 1) * limit,
        });
        return {
          documents: await Promise.all(
            documents.map((document) => withProgressOf(deps, document, toDocumentListItem(document), request.log)),
          ),
          pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
        };
      },
    );

    app.get(
      '/api/documents/:id',
      {
        onRequest: access.viewer,
        schema: {
          tags: ['documents'],
          summary:
            'A document with its text and analysis (owner, or the uploading browser); with ?wait=, once its pipeline step ends',
          params: documentIdParamsSchema,
          querystring: longPollQuerySchema,
          response: { 200: documentDetailSchema },
        },
      },
      async (request) => {
        const seen = accessibleDocumentOf(request);
        const document = await readWhenMoved(
          jobResults,
          request,
          seen,
          async () => (await findDocumentById(deps.db, seen.id)) ?? Promise.reject(documentNotFound()),
          pipelineJobsInProgress,
        );
        const pages = await findDocumentPages(deps.db, document.id);
        return withProgressOf(deps, document, toDocumentDetail(document, pages, viewerPlanOf(request)), request.log);
      },
    );

    app.get(
      '/api/documents/:id/pages/:page/ocr-words',
      {
        onRequest: access.viewer,
        schema: {
          tags: ['documents'],
          summary: "A scanned page's words read by OCR, with their positions, for highlighting in the viewer",
          params: documentPageParamsSchema,
          response: { 200: pageOcrWordsResponseSchema },
        },
      },
      async (request) => {
        const document = accessibleDocumentOf(request);
        return { words: (await findOcrWords(deps.db, document.id, request.params.page)) ?? [] };
      },
    );

    app.get(
      '/api/documents/:id/preview',
      {
        onRequest: access.viewer,
        schema: {
          tags: ['documents'],
          summary: 'Status, scores and counts of a document (owner, or the uploading browser)',
          params: documentIdParamsSchema,
          response: { 200: documentPreviewSchema },
        },
      },
      async (request) => {
        const document = accessibleDocumentOf(request);
        return withProgressOf(deps, document, buildDocumentPreview(document), request.log);
      },
    );
  };
}
