import {
  contentUpdateSchema,
  documentDetailSchema,
  documentIdParamsSchema,
  documentListItemSchema,
  messageResponseSchema,
} from '@doclens/api';
import { deleteDocument, findDocumentPages, refundDocumentUsage, updateDocument } from '@doclens/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessibleDocumentOf, documentNotFound } from '../../documents/document-access';
import { toDocumentDetail, toDocumentSummaryItem } from '../../documents/document-presenter';
import { viewerPlanOf } from '../../documents/viewer-plan';
import { HttpError } from '../../http/http-errors';
import { deletionRefundsUpload } from '../../uploads/monthly-upload-quota';
import type { DocumentRouteContext } from './document-route-context';

export const DOCUMENT_DELETED_MESSAGE = 'Document deleted';
export const ONLY_PENDING_ABANDONABLE_MESSAGE =
  'Only an upload still waiting for its analysis type is removed when its page is left; delete other documents from the dashboard.';

export function documentManagementRoutes({ deps, access }: DocumentRouteContext): FastifyPluginAsyncZod {
  /**
   * `onlyPending` is the type-selection page's beacon when it is left: it abandons an upload still
   * waiting for its type, never a failed one (its reason must stay readable) nor one already started.
   */
  const removeDocument = async (request: FastifyRequest, onlyPending = false) => {
    const current = accessibleDocumentOf(request);
    if (onlyPending && current.status !== 'pending') throw new HttpError(409, ONLY_PENDING_ABANDONABLE_MESSAGE);
    const deleted = await deleteDocument(deps.db, current.id, onlyPending ? 'pending' : undefined);
    // Deleted (or, for the beacon, started) meanwhile by another request.
    if (!deleted) throw documentNotFound();
    // An upload abandoned before any work was done on it gives back the use it was counted for, in
    // the month it was counted, and nothing when it was never counted (a claimed preview). A
    // running extraction notices the deletion and stops reading (services/extraction).
    if (deletionRefundsUpload(deleted)) await refundDocumentUsage(deps.db, deleted);
    try {
      await deps.storage.delete(deleted.storageKey);
    } catch (error) {
      // The row is gone, so nobody can reach the bytes; an orphaned object is only wasted space.
      request.log.error({ err: error, documentId: deleted.id }, 'could not delete the stored file');
    }
    return { message: DOCUMENT_DELETED_MESSAGE };
  };

  const deleteSchema = {
    tags: ['documents'],
    params: documentIdParamsSchema,
    response: { 200: messageResponseSchema },
  };

  return async (app) => {
    app.delete(
      '/api/documents/:id',
      { onRequest: access.viewer, schema: { ...deleteSchema, summary: 'Delete a document and its file' } },
      async (request) => removeDocument(request),
    );

    // navigator.sendBeacon can only POST; the type-selection page uses it when it is left.
    app.post(
      '/api/documents/:id/delete',
      {
        onRequest: access.viewer,
        schema: {
          ...deleteSchema,
          summary: 'Abandon an upload still waiting for its analysis type (for navigator.sendBeacon)',
        },
      },
      async (request) => removeDocument(request, true),
    );

    app.post(
      '/api/documents/:id/archive',
      {
        onRequest: access.account,
        schema: {
          tags: ['documents'],
          summary: 'Archive the document, or restore it when archived',
          params: documentIdParamsSchema,
          response: { 200: documentListItemSchema },
        },
      },
      async (request) => {
        const current = accessibleDocumentOf(request);
        const updated = await updateDocument(deps.db, current.id, { isArchived: !current.isArchived });
        if (!updated) throw documentNotFound();
        return toDocumentSummaryItem(updated);
      },
    );

    app.patch(
      '/api/documents/:id/content',
      {
        onRequest: access.account,
        schema: {
          tags: ['documents'],
          summary: "Save the owner's edited content of a document",
          params: documentIdParamsSchema,
          body: contentUpdateSchema,
          response: { 200: documentDetailSchema },
        },
      },
      async (request) => {
        const updated = await updateDocument(deps.db, accessibleDocumentOf(request).id, {
          content: request.body.content,
        });
        if (!updated) throw documentNotFound();
        const pages = await findDocumentPages(deps.db, updated.id);
        return toDocumentDetail(updated, pages, viewerPlanOf(request));
      },
    );
  };
}
