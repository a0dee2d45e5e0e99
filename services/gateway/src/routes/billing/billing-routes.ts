import {
  BillingOperations,
  createPaymentsProvider,
  LocalPaymentsProvider,
  logPaymentsMode,
  queueBillingEmails,
} from '@doclens/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../route-context';
import { accountDeletionRoutes } from './account-deletion-routes';
import { localCheckoutRoutes } from './local-checkout-routes';
import { readyJobQueue } from './ready-job-queue';
import { referralRoutes } from './referral-routes';
import { subscriptionRoutes } from './subscription-routes';

/**
 * Billing calls run the billing service's code in the gateway process (docs/architecture.md):
 * the user sees a change at once, and the same sync runs again for every provider event.
 */
export function billingRoutes(context: RouteContext): FastifyPluginAsyncZod {
  const provider = createPaymentsProvider(context.deps.config, context.deps.db);
  const { db, logger } = context.deps;
  logPaymentsMode(context.deps.config, logger);
  const onSynced = queueBillingEmails(readyJobQueue(context.deps), logger);
  const billing = new BillingOperations({ db, provider, logger, onSynced });
  return async (app) => {
    await app.register(subscriptionRoutes(context, billing));
    await app.register(referralRoutes(context, billing));
    await app.register(accountDeletionRoutes(context, billing));
    if (provider instanceof LocalPaymentsProvider) await app.register(localCheckoutRoutes(context, provider));
  };
}
