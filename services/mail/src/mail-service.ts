import type { AppConfig } from '@doclens/config';
import { createDb } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import { createJobWorker, createWorkerConnection, handle, sendAccountEmail } from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import type { Redis } from 'ioredis';
import { createAccountEmailHandler } from './account-email-handler';
import { createMailSender } from './mail-transport';

// The worker holds at most `concurrency` jobs, each needing one connection at a time.
const SPARE_DB_CONNECTIONS = 1;

/** Consumes the `mail` queue until stopped; owns its database pool, Redis connection and transport. */
export async function startMailService(config: AppConfig, logger: Logger): Promise<RunningService> {
  const concurrency = config.workers.concurrency.mail;
  const db = createDb({
    url: config.database.url,
    poolSize: Math.min(config.database.poolSize, concurrency + SPARE_DB_CONNECTIONS),
  });
  const connection = createWorkerConnection(config.redis.url);
  const sender = createMailSender(config.mail);

  const closeResources = async () => {
    await sender.close();
    await closeRedis(connection);
    await db.destroy();
  };

  let worker: ReturnType<typeof createJobWorker>;
  try {
    worker = createJobWorker({
      queue: 'mail',
      handlers: Object.fromEntries([
        handle(sendAccountEmail, createAccountEmailHandler({ db, sender, settings: config })),
      ]),
      connection,
      prefix: config.redis.queuePrefix,
      concurrency,
      shutdownTimeoutMs: config.workers.shutdownTimeoutMs,
      logger,
    });
  } catch (error) {
    await closeResources();
    throw error;
  }

  logger.info(
    { delivery: sender.delivery, ...(sender.delivery === 'file' ? { mailDir: config.mail.dir } : {}), concurrency },
    'mail service started',
  );

  let stopping: Promise<void> | undefined;
  return {
    stop() {
      stopping ??= (async () => {
        try {
          await worker.close();
        } finally {
          await closeResources();
        }
      })();
      return stopping;
    },
  };
}

async function closeRedis(connection: Redis): Promise<void> {
  // QUIT would wait forever on a connection that is still trying to reconnect.
  if (connection.status === 'ready') {
    await connection.quit();
  } else {
    connection.disconnect();
  }
}
