import { BULK_NOT_FOUND_MESSAGE, BULK_PLAN_MESSAGE, bulkUploadIdParamsSchema, planOrFree } from '@doclens/api';
import { type BulkUpload, type Db, findOwnedBulkUpload, type User } from '@doclens/db';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http/http-errors';
import { requireUser } from '../../plugins/session-auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The batch named by the route's `:id`, once the owner hook found it is the caller's. */
    ownedBulkUpload: BulkUpload | null;
  }
}

export function bulkUploadNotFound(): HttpError {
  return new HttpError(404, BULK_NOT_FOUND_MESSAGE);
}

/** Bulk analysis is the enterprise plan's; the server decides, whatever the web shows. */
export function requireEnterprise(request: FastifyRequest): User {
  const user = requireUser(request);
  if (planOrFree(user.plan) !== 'enterprise') throw new HttpError(403, BULK_PLAN_MESSAGE);
  return user;
}

/**
 * The ownership check of every `/api/bulk-uploads/:id…` route, before the body is read: an
 * impossible, missing or foreign id is a 404, so a stranger cannot tell a batch exists. Only then
 * does the plan count, for the owner alone.
 */
export function bulkUploadOwnerHook(db: Db): onRequestAsyncHookHandler {
  return async (request) => {
    const params = bulkUploadIdParamsSchema.safeParse(request.params);
    if (!params.success) throw bulkUploadNotFound();
    const user = requireUser(request);
    const batch = await findOwnedBulkUpload(db, user.id, params.data.id);
    if (!batch) throw bulkUploadNotFound();
    requireEnterprise(request);
    request.ownedBulkUpload = batch;
  };
}

export function ownedBulkUploadOf(request: FastifyRequest): BulkUpload {
  if (!request.ownedBulkUpload) throw bulkUploadNotFound();
  return request.ownedBulkUpload;
}
