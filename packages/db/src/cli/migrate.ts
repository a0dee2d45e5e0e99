import { parseArgs } from 'node:util';
import { loadConfig, loadEnvFile } from '@doclens/config';
import { createLogger } from '@doclens/logger';
import { waitForMigrations } from '../migration-wait';
import { prepareDatabase } from '../prepare-database';

/**
 * `migrate.ts` applies every pending migration (the one-shot migrate job). `migrate.ts --wait`
 * applies nothing: it waits until another process has applied every migration this code knows,
 * so that a pod of a new release starts only once its schema is there (Kubernetes init container).
 */
const { values } = parseArgs({ options: { wait: { type: 'boolean', default: false } } });
loadEnvFile();
const config = loadConfig();
const logger = createLogger({ level: config.logLevel, format: config.logFormat, service: 'db-migrate' });
try {
  if (values.wait) {
    await waitForMigrations(config.database.url, logger);
    logger.info('database schema is up to date');
  } else {
    const applied = await prepareDatabase(config.database.url);
    logger.info({ applied }, applied.length ? 'migrations applied' : 'database already up to date');
  }
} catch (error) {
  logger.fatal({ err: error }, values.wait ? 'gave up waiting for the migrations' : 'migration failed');
  process.exitCode = 1;
}
