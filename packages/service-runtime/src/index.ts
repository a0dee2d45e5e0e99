import { type AppConfig, loadConfig, loadEnvFile } from '@doclens/config';
import { createLogger, type Logger } from '@doclens/logger';

/** What every service's `start` returns: stopping finishes or hands back work in hand. */
export interface RunningService {
  stop(): Promise<void>;
}

export type StartService = (config: AppConfig, logger: Logger) => Promise<RunningService>;

const EXTRA_STOP_GRACE_MS = 5_000;

/**
 * Entry point of a process: loads `.env` and the config, starts the service, and on SIGTERM or
 * SIGINT stops it within the shutdown deadline (then exits regardless).
 */
export async function runService(name: string, start: StartService): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, service: name });
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

  let service: RunningService;
  try {
    service = await start(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, 'failed to start');
    process.exit(1);
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    const hardStop = setTimeout(() => {
      logger.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, config.workers.shutdownTimeoutMs + EXTRA_STOP_GRACE_MS);
    hardStop.unref();
    try {
      await service.stop();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** Starts several services in one process and stops them in reverse order. */
export function combineServices(services: RunningService[]): RunningService {
  return {
    async stop() {
      for (const service of [...services].reverse()) await service.stop();
    },
  };
}
