import { documentIdParamsSchema } from '@doclens/api';
import { type Db, type Document, type DocumentViewer, findDocumentForViewer } from '@doclens/db';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AnonymousClaim } from '../accounts/anonymous-claim';
import { documentViewerOf } from '../http/document-viewer';
import { HttpError } from '../http/http-errors';
import { NOT_SIGNED_IN_MESSAGE } from '../plugins/session-auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The document named by the route's `:id`, once the access hook found the viewer may see it. */
    accessibleDocument: Document | null;
  }
}

export const DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found';

/**
 * Who may reach a document route: `viewer` is the owner or the anonymous browser that uploaded it
 * (its claim cookie); `account` is the signed-in owner only (archiving and editing are account
 * features).
 */
export type DocumentAccessLevel = 'viewer' | 'account';

export interface DocumentAccess {
  viewer: onRequestAsyncHookHandler;
  account: onRequestAsyncHookHandler;
}

/**
 * The ownership check of every `/api/documents/:id…` route, run as the route's `onRequest` hook.
 * Order: session (global onRequest) → this check → body parsing → body validation → handler. So
 * a foreign or unknown id is a 404 whatever the body holds, and a 400 can only ever describe the
 * caller's own document. The 404 is the same for "missing" and "someone else's": never a 403.
 */
export function documentAccess(db: Db, claim: AnonymousClaim): DocumentAccess {
  const hookFor =
    (level: DocumentAccessLevel): onRequestAsyncHookHandler =>
    async (request) => {
      // An id no document can have is unknown to everyone, signed in or not.
      const params = documentIdParamsSchema.safeParse(request.params);
      if (!params.success) throw documentNotFound();
      const viewer = viewerAt(level, request, claim);
      if (!viewer) throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
      const document = await findDocumentForViewer(db, params.data.id, viewer);
      if (!document) throw documentNotFound();
      request.accessibleDocument = document;
    };
  return { viewer: hookFor('viewer'), account: hookFor('account') };
}

function viewerAt(
  level: DocumentAccessLevel,
  request: FastifyRequest,
  claim: AnonymousClaim,
): DocumentViewer | undefined {
  if (level === 'viewer') return documentViewerOf(request, claim);
  return request.user ? { userId: request.user.id } : undefined;
}

export function documentNotFound(): HttpError {
  return new HttpError(404, DOCUMENT_NOT_FOUND_MESSAGE);
}

/** The document the access hook admitted; a route without the hook is a programming error. */
export function accessibleDocumentOf(request: FastifyRequest): Document {
  if (!request.accessibleDocument) throw new Error(`${request.routeOptions.url} has no document access hook`);
  return request.accessibleDocument;
}
