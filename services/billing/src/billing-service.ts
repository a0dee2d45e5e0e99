import { randomUUID } from 'node:crypto';
import {
  createPaymentsProvider,
  createStripeClient,
  LocalPaymentsProvider,
  logPaymentsMode,
  queueBillingEmails,
} from '@doclens/billing';
import type { AppConfig } from '@doclens/config';
import { createDb } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import {
  closeRedisConnection,
  createWorkerConnection,
  handle,
  JobProducer,
  startQueueWorkerService,
  sweepLocalSubscriptions,
  syncSubscription,
} from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import { startStripeWebhookServer } from './stripe-webhook-server';
import { createSweepLocalSubscriptionsHandler } from './sweep-local-subscriptions-handler';
import { createSyncSubscriptionHandler } from './sync-subscription-handler';

export const BILLING_CONCURRENCY = 2;
/** How often the local provider's ended periods are renewed or ended. */
export const LOCAL_SWEEP_INTERVAL_MS = 60_000;

export interface RunningBilling extends RunningService {
  /** The Stripe webhook endpoint, listened on only with the Stripe provider. */
  webhookUrl?: string;
}

/**
 * Consumes the `billing` queue: every subscription change is written by the sync job. With Stripe,
 * it also listens for Stripe's webhooks and turns each event into such a job.
 */
export async function startBillingService(config: AppConfig, logger: Logger): Promise<RunningBilling> {
  const db = createDb({ url: config.database.url, poolSize: Math.min(config.database.poolSize, 3) });
  const provider = createPaymentsProvider(config, db);
  const connection = createWorkerConnection(config.redis.url);
  const jobs = new JobProducer(connection, config.redis.queuePrefix, (error) =>
    logger.warn({ err: error }, 'queue connection error'),
  );
  const emails = queueBillingEmails(jobs, logger);
  const service = await startQueueWorkerService(
    {
      queue: 'billing',
      handlers: Object.fromEntries([
        handle(syncSubscription, createSyncSubscriptionHandler({ db, provider, onSynced: emails })),
        handle(sweepLocalSubscriptions, createSweepLocalSubscriptionsHandler(provider, jobs)),
      ]),
      connection,
      prefix: config.redis.queuePrefix,
      concurrency: BILLING_CONCURRENCY,
      shutdownTimeoutMs: config.workers.shutdownTimeoutMs,
      logger,
    },
    async () => {
      await jobs.close();
      await closeRedisConnection(connection);
      await db.destroy();
    },
  );
  if (provider instanceof LocalPaymentsProvider) {
    await jobs.scheduleRepeating(sweepLocalSubscriptions, LOCAL_SWEEP_INTERVAL_MS, {
      requestId: `billing-sweep-${randomUUID()}`,
    });
  }
  const stripe = config.payments.stripe;
  const webhook =
    stripe &&
    (await startStripeWebhookServer(
      { db, stripe: createStripeClient(stripe), webhookSecret: stripe.webhookSecret, jobs, logger },
      config.payments.webhook,
    ));
  logPaymentsMode(config, logger);
  logger.info({ provider: provider.id, webhookUrl: webhook?.url }, 'billing service started');
  return {
    webhookUrl: webhook?.url,
    async stop() {
      await webhook?.close();
      await service.stop();
    },
  };
}
