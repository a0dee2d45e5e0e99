import { pingDatabase } from '@doclens/db';
import { readinessOf } from '@doclens/service-runtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GatewayDependencies } from '../gateway-dependencies';

const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.record(z.string(), z.enum(['ok', 'failing'])),
});

/** Liveness says the process answers; readiness says it can serve (Postgres, Redis, storage). */
export function healthRoutes(deps: GatewayDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/readyz',
      { schema: { tags: ['health'], response: { 200: readinessSchema, 503: readinessSchema } } },
      async (_request, reply) => {
        const report = await readinessOf({
          postgres: () => pingDatabase(deps.db),
          redis: () => deps.redis.ping(),
          storage: () => deps.storage.ping(),
        });
        return reply.status(report.status === 'ready' ? 200 : 503).send(report);
      },
    );
  };
}
