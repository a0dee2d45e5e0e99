import { type AppConfig, loadConfig, loadEnvFile } from '@doclens/config';
import { createLogger, type Logger } from '@doclens/logger';
import { startTracing, type Tracing } from '@doclens/telemetry';
import { dependencyChecks } from './dependency-checks';
import { startHealthServer } from './health-server';
import type { RunningService, StartService } from './running-service';

export { endFailedAttempt, endingFailedAttempts } from './failed-job';
export { type HealthServer, startHealthServer } from './health-server';
export { type CheckState, probe, type ReadinessChecks, type ReadinessReport, readinessOf } from './readiness';
export type { RunningService, StartService } from './running-service';
export {
  type ServiceAlongside,
  startWorkerService,
  type WorkerResources,
  type WorkerServiceSpec,
} from './worker-service';

const EXTRA_STOP_GRACE_MS = 5_000;
const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;
/**
 * Signals this close together are one stop request: a single Ctrl-C under `npm start` arrives
 * twice (the terminal signals the whole process group, and npm forwards its own copy).
 */
const SAME_REQUEST_WINDOW_MS = 1_000;
/** The request that gives up on the jobs in hand and exits at once (someone insisting). */
const FORCING_REQUEST = 3;

/**
 * Entry point of a process: loads `.env` and the config, starts the service, serves its health
 * probes when HEALTH_PORT is set, and on SIGTERM or SIGINT stops it within the shutdown deadline
 * (then exits regardless). A second stop request while it stops is logged and does not cut the
 * drain short; a third exits at once.
 */
export async function runService(name: string, start: StartService): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, format: config.logFormat, service: name });
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

  // Before the service starts, so that its first requests and jobs are traced too.
  const tracing = startTracing(name, config.tracing.enabled, config.tracing.serviceName);
  let service: RunningService;
  try {
    service = await start(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, 'failed to start');
    process.exit(1);
  }
  await serveProbes(config, logger);

  const deadlineMs = config.workers.shutdownTimeoutMs + EXTRA_STOP_GRACE_MS;
  let requests = 0;
  let lastRequestAt = Number.NEGATIVE_INFINITY;
  const onSignal = (signal: NodeJS.Signals) => {
    const now = Date.now();
    if (now - lastRequestAt < SAME_REQUEST_WINDOW_MS) {
      logger.debug({ signal }, 'signal repeated by a wrapper; same stop request');
      return;
    }
    lastRequestAt = now;
    requests += 1;
    if (requests === 1) {
      void stopService(service, tracing, logger, deadlineMs, signal);
    } else if (requests < FORCING_REQUEST) {
      logger.warn({ signal }, 'already stopping; jobs in hand are still finishing or being handed back');
    } else {
      // Jobs still held are handed to another worker by BullMQ's stalled-job check (about a minute).
      logger.error({ signal }, 'stop forced by repeated requests; exiting now');
      process.exit(1);
    }
  };
  // `on`, not `once`: a later signal must find this handler, not the default action (immediate
  // death) or a wrapper's handler that exits once no listener is left (tsx's).
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
}

/** A probe port that cannot be opened is a failed start: the orchestrator would restart it anyway. */
async function serveProbes(config: AppConfig, logger: Logger): Promise<void> {
  const { port, host } = config.health;
  if (port === undefined) return;
  try {
    await startHealthServer({ host, port, checks: dependencyChecks(config), logger });
  } catch (error) {
    logger.fatal({ err: error, port }, 'failed to open the health endpoint');
    process.exit(1);
  }
}

async function stopService(
  service: RunningService,
  tracing: Tracing,
  logger: Logger,
  deadlineMs: number,
  signal: NodeJS.Signals,
) {
  logger.info({ signal, deadlineMs }, 'stopping');
  const hardStop = setTimeout(() => {
    logger.error('shutdown deadline passed; exiting');
    process.exit(1);
  }, deadlineMs);
  hardStop.unref();
  try {
    await service.stop();
    // The last spans (the jobs finished while stopping) go out before the exit.
    await tracing.shutdown().catch((error: unknown) => logger.warn({ err: error }, 'could not send the last traces'));
    logger.info('stopped');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'error while stopping');
    process.exit(1);
  }
}

/** Starts several services in one process and stops them in reverse order. */
export function combineServices(services: RunningService[]): RunningService {
  return {
    async stop() {
      for (const service of [...services].reverse()) await service.stop();
    },
  };
}

/**
 * Stops several services at the same time, so that their shutdown deadlines overlap instead of
 * adding up (workers draining one after the other could outlast the process's own deadline).
 */
export function stopTogether(services: RunningService[]): RunningService {
  return {
    async stop() {
      const outcomes = await Promise.allSettled(services.map((service) => service.stop()));
      const failure = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failure) throw failure.reason;
    },
  };
}
