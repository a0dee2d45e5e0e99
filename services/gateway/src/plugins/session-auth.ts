import type { User } from '@doclens/db';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionCookie } from '../accounts/session-cookie';
import type { SessionManager } from '../accounts/session-manager';
import { HttpError } from '../http/http-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous visitor. */
    user: User | null;
    sessionToken: string | null;
  }
}

export const NOT_SIGNED_IN_MESSAGE = 'Not authenticated';

export interface SessionAuthOptions {
  sessions: SessionManager;
  cookie: SessionCookie;
}

/** Resolves the session cookie into `request.user` before any route runs. */
export const sessionAuth = fp<SessionAuthOptions>(
  async (app: FastifyInstance, { sessions, cookie: sessionCookie }) => {
    await app.register(cookie);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[sessionCookie.name];
      if (!token) return;
      const found = await sessions.resolve(token);
      if (!found) return;
      request.user = found.user;
      request.sessionToken = token;
    });
  },
  { name: 'session-auth' },
);

export function requireUser(request: FastifyRequest, message = NOT_SIGNED_IN_MESSAGE): User {
  if (!request.user) throw new HttpError(401, message);
  return request.user;
}

export function setSessionCookie(reply: FastifyReply, sessionCookie: SessionCookie, token: string): void {
  reply.setCookie(sessionCookie.name, token, sessionCookie.options);
}

export function clearSessionCookie(reply: FastifyReply, sessionCookie: SessionCookie): void {
  reply.clearCookie(sessionCookie.name, { ...sessionCookie.options, maxAge: undefined });
}
