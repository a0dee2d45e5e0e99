import type { FastifyInstance } from 'fastify';

/**
 * What the web app asks for over and over (spec part 1 §4: the session on every page, the
 * preview every 2 s, the list every 3 s while a document processes) and what probes call: logged
 * at debug, so the log at info shows what people did rather than their browsers' polling.
 */
const POLLED_ROUTES = new Set([
  'GET /api/auth/user',
  'GET /api/documents',
  'GET /api/documents/:id',
  'GET /api/documents/:id/preview',
  'GET /healthz',
  'GET /readyz',
]);

/**
 * One line per request, written when the answer is sent (Fastify's own pair of "incoming" and
 * "completed" lines is turned off in gateway-app.ts): the request, its status and how long it took.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const level = POLLED_ROUTES.has(route) ? 'debug' : 'info';
    request.log[level](
      { req: request, statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });
}
