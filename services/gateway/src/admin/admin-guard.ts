import { ADMIN_MESSAGES } from '@doclens/api';
import type { User } from '@doclens/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-errors';
import { requireUser } from '../plugins/session-auth';
import { isAdmin } from './admin-role';

/** The signed-in admin (verified address), or a refusal: 401 for a visitor, 403 for anyone else. */
export function requireAdmin(request: FastifyRequest): User {
  const user = requireUser(request);
  if (!isAdmin(user)) throw new HttpError(403, ADMIN_MESSAGES.notAdmin);
  return user;
}

/**
 * Refuses every route of the calling plugin's scope to anyone but the admin. It runs on request,
 * before the body is read or validated, so a non-admin learns nothing about what a call expects;
 * the session is resolved by session-auth's own onRequest hook, which the root scope runs first.
 * It answers by itself rather than by throwing, so that a sub-plugin's own error handler (the
 * queue dashboard has one) cannot turn the refusal into something else.
 */
export function guardAdminScope(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    try {
      requireAdmin(request);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return reply.code(error.statusCode).send({ message: error.message });
    }
  });
}
