import { startAnalysisService } from '@doclens/analysis';
import { prepareDatabase } from '@doclens/db';
import { startExtractionService } from '@doclens/extraction';
import { startGateway } from '@doclens/gateway';
import { createLogger } from '@doclens/logger';
import { startMailService } from '@doclens/mail';
import { startReconcilerService } from '@doclens/reconciler';
import { combineServices, runService } from '@doclens/service-runtime';

/**
 * `npm start`: every service in one process with the embedded defaults. Each service still
 * opens its own connections and logger, exactly as it would in its own container.
 */
await runService('doclens', async (config, logger) => {
  const loggerOf = (service: string) => createLogger({ level: config.logLevel, service });
  const applied = await prepareDatabase(config.database.url);
  if (applied.length > 0) logger.info({ applied }, 'database migrated');
  const workers = [
    await startMailService(config, loggerOf('mail')),
    await startExtractionService(config, loggerOf('extraction')),
    await startAnalysisService(config, loggerOf('analysis')),
    await startReconcilerService(config, loggerOf('reconciler')),
  ];
  const gateway = await startGateway(config, loggerOf('gateway'));
  logger.info({ url: config.http.appUrl, listening: gateway.url }, `DocLens is running at ${config.http.appUrl}`);
  return combineServices([...workers, gateway]);
});
