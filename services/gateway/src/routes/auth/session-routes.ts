import { loginRequestSchema, messageResponseSchema, planOrFree, publicUserSchema } from '@doclens/api';
import { findUserByEmail } from '@doclens/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyAgainstDecoy, verifyPassword } from '../../accounts/password-hashing';
import { toPublicUser } from '../../accounts/public-user';
import { grantAdminRoleIfOwed } from '../../admin/admin-role';
import { HttpError } from '../../http/http-errors';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session-auth';
import { claimBrowserUploads } from '../../uploads/browser-upload-claim';
import type { RouteContext } from '../route-context';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

export function sessionRoutes({ deps, sessions, cookie, claim }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in; sets a new session cookie',
          body: loginRequestSchema,
          response: { 200: publicUserSchema },
        },
        config: { rateLimit: { max: deps.config.auth.loginRateLimitPerMinute, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const { email, password } = request.body;
        const found = await findUserByEmail(deps.db, email);
        const valid = found ? await verifyPassword(found.passwordHash, password) : await verifyAgainstDecoy(password);
        if (!found || !valid) throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
        // A token that existed before sign-in is never promoted: the old session ends, a new one starts.
        if (request.sessionToken) await sessions.end(request.sessionToken);
        const user = await grantAdminRoleIfOwed(deps, found, request.log);
        const token = await sessions.start(user.id, {
          userAgent: request.headers['user-agent'],
          ipAddress: request.ip,
        });
        setSessionCookie(reply, cookie, token);
        await claimBrowserUploads(deps.db, claim, request, reply, { id: user.id, plan: planOrFree(user.plan) });
        return toPublicUser(user);
      },
    );

    app.post(
      '/api/auth/logout',
      { schema: { tags: ['auth'], summary: 'Sign out and end the session', response: { 200: messageResponseSchema } } },
      async (request, reply) => {
        if (request.sessionToken) await sessions.end(request.sessionToken);
        clearSessionCookie(reply, cookie);
        return { message: 'Logged out' };
      },
    );

    app.get(
      '/api/auth/user',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user (401 when signed out)',
          response: { 200: publicUserSchema },
        },
      },
      async (request) => toPublicUser(requireUser(request)),
    );
  };
}
