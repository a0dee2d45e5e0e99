import { documentIdParamsSchema } from '@doclens/api';
import { type Db, findOwnedGeneratedDocument, type GeneratedDocument } from '@doclens/db';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { type CollaborationAccess, resolveCollaborationAccess } from '../../collaboration/collaboration-access';
import { HttpError } from '../../http/http-errors';
import { NOT_SIGNED_IN_MESSAGE } from '../../plugins/session-auth';
import { generatedDocumentNotFound } from './generation-refusals';

declare module 'fastify' {
  interface FastifyRequest {
    /** The generated document named by the route's `:id`, once the owner hook found it is the caller's. */
    ownedGeneratedDocument: GeneratedDocument | null;
    /** The caller's access to the `:id` document: the owner's, or a share's (see generatedDocumentSharedHook). */
    generatedDocumentAccess: CollaborationAccess | null;
  }
}

/**
 * The ownership check of every `/api/generated-documents/:id…` route, run before the body is
 * parsed (as the document routes' check is): an impossible, missing or foreign id is a 404
 * whatever the body holds, and only the owner's own document can ever get a 400.
 */
export function generatedDocumentOwnerHook(db: Db): onRequestAsyncHookHandler {
  return async (request) => {
    const params = documentIdParamsSchema.safeParse(request.params);
    if (!params.success) throw generatedDocumentNotFound();
    if (!request.user) throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
    const document = await findOwnedGeneratedDocument(db, request.user.id, params.data.id);
    if (!document) throw generatedDocumentNotFound();
    request.ownedGeneratedDocument = document;
  };
}

export function ownedGeneratedDocumentOf(request: FastifyRequest): GeneratedDocument {
  if (!request.ownedGeneratedDocument) throw generatedDocumentNotFound();
  return request.ownedGeneratedDocument;
}

/**
 * The check of the routes a user the document is shared with may call too (reading it, its
 * collaboration details): the owner, or a share while collaboration is on for both users
 * (collaboration-access.ts). Anyone else gets the same 404 as the owner-only routes give.
 */
export function generatedDocumentSharedHook(db: Db): onRequestAsyncHookHandler {
  return async (request) => {
    const params = documentIdParamsSchema.safeParse(request.params);
    if (!params.success) throw generatedDocumentNotFound();
    if (!request.user) throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
    const access = await resolveCollaborationAccess(db, request.user, params.data.id);
    if (!access) throw generatedDocumentNotFound();
    request.generatedDocumentAccess = access;
  };
}

export function generatedDocumentAccessOf(request: FastifyRequest): CollaborationAccess {
  if (!request.generatedDocumentAccess) throw generatedDocumentNotFound();
  return request.generatedDocumentAccess;
}
