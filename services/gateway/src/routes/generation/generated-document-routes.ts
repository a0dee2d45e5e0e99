import {
  analyzeGeneratedDocumentSchema,
  documentIdParamsSchema,
  GENERATION_LIMITS,
  generatedDocumentListSchema,
  generatedDocumentSchema,
  generatedHtmlToText,
  updateGeneratedDocumentSchema,
} from '@doclens/api';
import {
  clearCollaborationState,
  findGeneratedDocument,
  type GeneratedDocument,
  listOwnedGeneratedDocuments,
  toggleGeneratedDocumentArchived,
  updateOwnedGeneratedDocument,
} from '@doclens/db';
import { sanitizeGeneratedHtml } from '@doclens/generated-documents';
import { generateDocument, type JobRef } from '@doclens/queue';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertQueueReachable } from '../../documents/pipeline-jobs';
import { HttpError } from '../../http/http-errors';
import { longPollQuerySchema, readWhenMoved } from '../../http/long-poll';
import { requireUser } from '../../plugins/session-auth';
import type { RouteContext } from '../route-context';
import { analyzeDraftByJob } from './draft-analysis-job';
import {
  generatedDocumentAccessOf,
  generatedDocumentOwnerHook,
  generatedDocumentSharedHook,
  ownedGeneratedDocumentOf,
} from './generated-document-access';
import { toGeneratedDocumentView } from './generated-document-presenter';
import { generatedDocumentNotFound, refuseUnsavableContent } from './generation-refusals';

export const NOTHING_TO_ANALYZE_MESSAGE = 'The document has no text to analyze yet.';

/**
 * The owner's generated documents: list, read, edit (title, HTML sanitised on the server, notes),
 * archive as a toggle, and "Analyze", which has the generation service run the contract analyzer
 * on the document's text from the role the owner picks. Another user's id answers 404, as a
 * missing one does.
 */
export function generatedDocumentRoutes({ deps, jobResults }: RouteContext): FastifyPluginAsyncZod {
  const owned = (request: FastifyRequest) => ({
    user: requireUser(request),
    document: ownedGeneratedDocumentOf(request),
  });
  const byId = { tags: ['generation'], params: documentIdParamsSchema };
  const onRequest = generatedDocumentOwnerHook(deps.db);
  const sharedOnRequest = generatedDocumentSharedHook(deps.db);

  return async (app) => {
    app.get(
      '/api/generated-documents',
      {
        schema: {
          tags: ['generation'],
          summary: "The signed-in user's generated documents, newest first",
          response: { 200: generatedDocumentListSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const documents = await listOwnedGeneratedDocuments(deps.db, user.id);
        return { documents: documents.map(toGeneratedDocumentView) };
      },
    );

    app.get(
      '/api/generated-documents/:id',
      {
        onRequest: sharedOnRequest,
        schema: {
          ...byId,
          summary:
            'One generated document (its owner, or a user it is shared with); with ?wait=, once its generation ends',
          querystring: longPollQuerySchema,
          response: { 200: generatedDocumentSchema },
        },
      },
      async (request) => {
        const seen = generatedDocumentAccessOf(request).access.document;
        const document = await readWhenMoved(
          jobResults,
          request,
          seen,
          async () => (await findGeneratedDocument(deps.db, seen.id)) ?? Promise.reject(generatedDocumentNotFound()),
          generationInProgress,
        );
        return toGeneratedDocumentView(document);
      },
    );

    app.patch(
      '/api/generated-documents/:id',
      {
        onRequest,
        bodyLimit: GENERATION_LIMITS.contentChars * 4,
        preValidation: refuseUnsavableContent,
        schema: {
          ...byId,
          summary: 'Save the title, content (sanitised) and notes of a generated document',
          body: updateGeneratedDocumentSchema,
          response: { 200: generatedDocumentSchema },
        },
      },
      async (request) => {
        const { user, document } = owned(request);
        const { title, generatedContent, notes } = request.body;
        const updated = await updateOwnedGeneratedDocument(deps.db, user.id, document.id, {
          ...(title === undefined ? {} : { title }),
          ...(generatedContent === undefined ? {} : { generatedContent: sanitizeGeneratedHtml(generatedContent) }),
          ...(notes === undefined ? {} : { notes: notes.trim() }),
        });
        if (!updated) throw generatedDocumentNotFound();
        // HTML saved by the single-user editor replaces what a collaboration held: the next
        // collaborative load starts from this HTML.
        if (generatedContent !== undefined) await clearCollaborationState(deps.db, document.id);
        return toGeneratedDocumentView(updated);
      },
    );

    app.post(
      '/api/generated-documents/:id/archive',
      {
        onRequest,
        schema: {
          ...byId,
          summary: 'Archive the generated document, or restore it',
          response: { 200: generatedDocumentSchema },
        },
      },
      async (request) => {
        const { user, document } = owned(request);
        const updated = await toggleGeneratedDocumentArchived(deps.db, user.id, document.id);
        if (!updated) throw generatedDocumentNotFound();
        return toGeneratedDocumentView(updated);
      },
    );

    app.post(
      '/api/generated-documents/:id/analyze',
      {
        onRequest,
        schema: {
          ...byId,
          summary: "Analyze the generated contract's text from the owner's role",
          body: analyzeGeneratedDocumentSchema,
          response: { 200: generatedDocumentSchema },
        },
      },
      async (request) => {
        const { user, document } = owned(request);
        const text = generatedHtmlToText(document.generatedContent);
        if (text.trim() === '') throw new HttpError(409, NOTHING_TO_ANALYZE_MESSAGE);
        assertQueueReachable(deps);
        const updated = await analyzeDraftByJob(
          deps,
          jobResults,
          { ownerId: user.id, generatedDocumentId: document.id, role: request.body.role, requestId: request.id },
          request.log,
        );
        return toGeneratedDocumentView(updated);
      },
    );
  };
}

/** The generation job of a draft still being written: what a long poll of the draft waits to end. */
function generationInProgress(document: GeneratedDocument): JobRef[] {
  if (document.status !== 'generating') return [];
  // The id depends on the document alone; the request id is only carried for the logs.
  const jobId = generateDocument.jobId({ generatedDocumentId: document.id, requestId: 'long-poll' });
  return [{ queue: generateDocument.queue, jobId }];
}
