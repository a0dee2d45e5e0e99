import { prepareDatabase } from '@doclens/db';
import { startGateway } from '@doclens/gateway';
import { createLogger } from '@doclens/logger';
import { startMailService } from '@doclens/mail';
import { combineServices, runService } from '@doclens/service-runtime';

/**
 * `npm start`: every service in one process with the embedded defaults. Each service still
 * opens its own connections and logger, exactly as it would in its own container.
 */
await runService('doclens', async (config, logger) => {
  const loggerOf = (service: string) => createLogger({ level: config.logLevel, service });
  const applied = await prepareDatabase(config.database.url);
  if (applied.length > 0) logger.info({ applied }, 'database migrated');
  const mail = await startMailService(config, loggerOf('mail'));
  const gateway = await startGateway(config, loggerOf('gateway'));
  logger.info({ url: config.http.appUrl, listening: gateway.url }, `DocLens is running at ${config.http.appUrl}`);
  return combineServices([mail, gateway]);
});
