import type { AppConfig } from '@doclens/config';
import { createDb, pingDatabase } from '@doclens/db';
import { createProducerConnection } from '@doclens/queue';
import type { ReadinessChecks } from './readiness';

/**
 * Readiness checks of a worker's own dependencies, on connections of their own: one Postgres
 * connection and one Redis connection that fails commands at once while Redis is unreachable (so a
 * probe answers "failing" within its limit instead of queueing) and reconnects by itself, so the
 * check recovers when Redis does.
 */
export function dependencyChecks(config: AppConfig): ReadinessChecks {
  const db = createDb({ url: config.database.url, poolSize: 1 });
  const redis = createProducerConnection(config.redis.url, { lazyConnect: true });
  // Connection errors are the check's answer, not a crash: ioredis keeps reconnecting.
  redis.on('error', () => undefined);
  // They live as long as the process: the probes answer until it exits.
  return {
    postgres: () => pingDatabase(db),
    redis: async () => {
      if (redis.status === 'wait') await redis.connect();
      await redis.ping();
    },
  };
}
