import type { AppConfig } from '@doclens/config';
import { createDb } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import { createProducerConnection, JobProducer } from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import { createObjectStore } from '@doclens/storage';
import type { FastifyInstance } from 'fastify';
import { buildGatewayApp } from './gateway-app';
import type { GatewayDependencies } from './gateway-dependencies';

export interface RunningGateway extends RunningService {
  app: FastifyInstance;
  url: string;
}

/** Creates the gateway's own connections and starts listening. */
export async function startGateway(config: AppConfig, logger: Logger): Promise<RunningGateway> {
  const deps = createGatewayDependencies(config, logger);
  const app = await buildGatewayApp(deps);
  const address = await app.listen({ host: config.http.host, port: config.http.port });
  return {
    app,
    url: address,
    async stop() {
      await app.close();
      await closeGatewayDependencies(deps);
    },
  };
}

export function createGatewayDependencies(config: AppConfig, logger: Logger): GatewayDependencies {
  const redis = createProducerConnection(config.redis.url);
  // Errors surface on the calls that need Redis; without a listener ioredis would print them.
  redis.on('error', (error) => logger.debug({ err: error }, 'redis connection error'));
  return {
    config,
    logger,
    db: createDb({ url: config.database.url, poolSize: config.database.poolSize }),
    redis,
    jobs: new JobProducer(redis, config.redis.queuePrefix, (error) =>
      logger.debug({ err: error }, 'queue connection error'),
    ),
    storage: createObjectStore(config.storage),
  };
}

export async function closeGatewayDependencies(deps: GatewayDependencies): Promise<void> {
  await deps.jobs.close();
  deps.redis.disconnect();
  await deps.db.destroy();
}
