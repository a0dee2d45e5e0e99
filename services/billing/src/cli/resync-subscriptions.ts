import { createPaymentsProvider, resyncSubscriptions } from '@doclens/billing';
import { loadConfig, loadEnvFile } from '@doclens/config';
import { createDb } from '@doclens/db';
import { createLogger } from '@doclens/logger';
import { closeRedisConnection, createProducerConnection, JobProducer } from '@doclens/queue';

// `npm run billing:resync`: the billing service's workers do the syncs this queues.
loadEnvFile();
const config = loadConfig();
const logger = createLogger({ level: config.logLevel, format: config.logFormat, service: 'billing-resync' });
const db = createDb({ url: config.database.url, poolSize: 2 });
const connection = createProducerConnection(config.redis.url);
const jobs = new JobProducer(connection, config.redis.queuePrefix);
try {
  const cause = `resync-${new Date().toISOString().replace(/[^\dT]/g, '')}`;
  await resyncSubscriptions({ db, provider: createPaymentsProvider(config, db), jobs, logger }, cause);
} catch (error) {
  logger.fatal({ err: error }, 'subscription resync failed');
  process.exitCode = 1;
} finally {
  await jobs.close();
  await closeRedisConnection(connection);
  await db.destroy();
}
