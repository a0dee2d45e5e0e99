import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { GatewayDependencies } from '../gateway-dependencies';

const CHECK_TIMEOUT_MS = 2_000;

const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.record(z.string(), z.enum(['ok', 'failing'])),
});

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'failing'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}

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
        const [postgres, redis, storage] = await Promise.all([
          probe(() => sql`select 1`.execute(deps.db)),
          probe(() => deps.redis.ping()),
          probe(() => deps.storage.ping()),
        ]);
        const checks = { postgres, redis, storage };
        const ready = Object.values(checks).every((state) => state === 'ok');
        return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
      },
    );
  };
}
