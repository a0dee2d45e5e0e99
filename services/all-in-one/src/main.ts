import { prepareDatabase } from '@doclens/db';
import { startGateway } from '@doclens/gateway';
import { startMailService } from '@doclens/mail';
import { combineServices, runService } from '@doclens/service-runtime';

/**
 * `npm start`: every service in one process with the embedded defaults. Each service still
 * opens its own connections, exactly as it would in its own container.
 */
await runService('doclens', async (config, logger) => {
  const applied = await prepareDatabase(config.database.url);
  if (applied.length > 0) logger.info({ applied }, 'database migrated');
  const mail = await startMailService(config, logger.child({ service: 'mail' }));
  const gateway = await startGateway(config, logger.child({ service: 'gateway' }));
  const publicUrl = config.http.appUrl;
  logger.info({ url: publicUrl, listening: gateway.url }, `DocLens is running at ${publicUrl}`);
  return combineServices([mail, gateway]);
});
