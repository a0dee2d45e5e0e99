import type { AppConfig } from '@doclens/config';
import type { Logger } from '@doclens/logger';
import { handle, sendAccountEmail, sendBillingEmail, sendFeedbackEmail } from '@doclens/queue';
import { type RunningService, startWorkerService } from '@doclens/service-runtime';
import { createAccountEmailHandler } from './account-email-handler';
import { createBillingEmailHandler } from './billing-email-handler';
import { createFeedbackEmailHandler } from './feedback-email-handler';
import { createMailSender } from './mail-transport';

/** Consumes the `mail` queue until stopped; owns its database pool, Redis connection and transport. */
export async function startMailService(config: AppConfig, logger: Logger): Promise<RunningService> {
  const sender = createMailSender(config.mail);
  return startWorkerService({
    name: 'mail',
    queue: 'mail',
    concurrency: config.workers.concurrency.mail,
    config,
    logger,
    handlers: ({ db }) =>
      Object.fromEntries([
        handle(sendAccountEmail, createAccountEmailHandler({ db, sender, settings: config })),
        handle(sendFeedbackEmail, createFeedbackEmailHandler({ sender, supportEmail: config.mail.supportEmail })),
        handle(
          sendBillingEmail,
          createBillingEmailHandler({ sender, appUrl: config.http.appUrl, supportEmail: config.mail.supportEmail }),
        ),
      ]),
    closeOwn: () => sender.close(),
    logFields: { delivery: sender.delivery, ...(sender.delivery === 'file' ? { mailDir: config.mail.dir } : {}) },
  });
}
