import type { AppConfig } from '@doclens/config';
import { createDb } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import {
  closeRedisConnection,
  createWorkerConnection,
  handle,
  sendAccountEmail,
  sendBillingEmail,
  sendFeedbackEmail,
  startQueueWorkerService,
} from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import { createAccountEmailHandler } from './account-email-handler';
import { createBillingEmailHandler } from './billing-email-handler';
import { createFeedbackEmailHandler } from './feedback-email-handler';
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
    await closeRedisConnection(connection);
    await db.destroy();
  };

  const service = await startQueueWorkerService(
    {
      queue: 'mail',
      handlers: Object.fromEntries([
        handle(sendAccountEmail, createAccountEmailHandler({ db, sender, settings: config })),
        handle(sendFeedbackEmail, createFeedbackEmailHandler({ sender, supportEmail: config.mail.supportEmail })),
        handle(
          sendBillingEmail,
          createBillingEmailHandler({ sender, appUrl: config.http.appUrl, supportEmail: config.mail.supportEmail }),
        ),
      ]),
      connection,
      prefix: config.redis.queuePrefix,
      concurrency,
      shutdownTimeoutMs: config.workers.shutdownTimeoutMs,
      logger,
    },
    closeResources,
  );

  logger.info(
    { delivery: sender.delivery, ...(sender.delivery === 'file' ? { mailDir: config.mail.dir } : {}), concurrency },
    'mail service started',
  );

  return service;
}
