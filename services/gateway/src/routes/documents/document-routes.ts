import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../route-context';

export function documentRoutes(_context: RouteContext): FastifyPluginAsyncZod {
  return async () => {};
}
