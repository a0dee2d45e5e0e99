import { prepareDatabase } from '@doclens/db';
import { createLogger } from '@doclens/logger';
import { runService } from '@doclens/service-runtime';
import { startAllServices } from './all-services';

/** `npm start`: migrate, then run every service in one process with the embedded defaults. */
await runService('doclens', async (config, logger) => {
  const applied = await prepareDatabase(config.database.url);
  if (applied.length > 0) logger.info({ applied }, 'database migrated');
  const services = await startAllServices(config, (service) =>
    createLogger({ level: config.logLevel, format: config.logFormat, service }),
  );
  const { appUrl } = config.http;
  logger.info({ url: appUrl, listening: services.gateway.url }, `DocLens is running at ${appUrl}`);
  return services;
});
