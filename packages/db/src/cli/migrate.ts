import { loadConfig, loadEnvFile } from '@doclens/config';
import { createLogger } from '@doclens/logger';
import { prepareDatabase } from '../prepare-database';

loadEnvFile();
const config = loadConfig();
const logger = createLogger({ level: config.logLevel, format: config.logFormat, service: 'db-migrate' });
try {
  const applied = await prepareDatabase(config.database.url);
  logger.info({ applied }, applied.length ? 'migrations applied' : 'database already up to date');
} catch (error) {
  logger.fatal({ err: error }, 'migration failed');
  process.exitCode = 1;
}
