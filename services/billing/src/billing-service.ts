import { randomUUID } from 'node:crypto';
import {
  createPaymentsProvider,
  createStripeClient,
  LocalPaymentsProvider,
  logPaymentsMode,
  type PaymentsProvider,
  queueBillingEmails,
} from '@doclens/billing';
import type { AppConfig } from '@doclens/config';
import type { Db } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import { handle, sweepLocalSubscriptions, syncSubscription } from '@doclens/queue';
import { type RunningService, startWorkerService } from '@doclens/service-runtime';
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
  // One provider for the handlers and the schedule, on the service's own pool.
  let provider: PaymentsProvider | undefined;
  const paymentsProvider = (db: Db) => {
    provider ??= createPaymentsProvider(config, db);
    return provider;
  };
  return startWorkerService({
    name: 'billing',
    queue: 'billing',
    concurrency: BILLING_CONCURRENCY,
    config,
    logger,
    handlers: ({ db, jobs }) =>
      Object.fromEntries([
        handle(
          syncSubscription,
          createSyncSubscriptionHandler({
            db,
            provider: paymentsProvider(db),
            onSynced: queueBillingEmails(jobs, logger),
          }),
        ),
        handle(sweepLocalSubscriptions, createSweepLocalSubscriptionsHandler(paymentsProvider(db), jobs)),
      ]),
    alongside: async ({ db, jobs }) => {
      const provider = paymentsProvider(db);
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
      return {
        extras: { webhookUrl: webhook?.url },
        logFields: { provider: provider.id, webhookUrl: webhook?.url },
        stop: async () => {
          await webhook?.close();
        },
      };
    },
  });
}
