import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-errors';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const FOREIGN_ORIGIN_MESSAGE = 'Cross-site request refused.';

/**
 * CSRF defence for cookie-authenticated calls: a browser names the page's origin on every
 * state-changing request, so one from another site is refused before any handler runs.
 * Clients that are not browsers send neither header and are unaffected.
 */
export function registerRequestOriginCheck(app: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    if (isForeign(request, appOrigin)) throw new HttpError(403, FOREIGN_ORIGIN_MESSAGE);
  });
}

function isForeign(request: FastifyRequest, appOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin) return origin !== appOrigin && origin !== ownOrigin(request);
  return request.headers['sec-fetch-site'] === 'cross-site';
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * For a WebSocket upgrade, which no onRequest hook sees: browsers always name the page's origin,
 * so a missing one is a client that is not a browser and carries no ambient cookie.
 */
export function isOwnOrigin(origin: string | undefined, appUrl: string, host: string | undefined): boolean {
  if (!origin) return true;
  if (origin === new URL(appUrl).origin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
