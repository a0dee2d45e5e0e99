import { LocalPaymentsProvider } from '@doclens/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../route-context';
import { accountDeletionRoutes } from './account-deletion-routes';
import { localCheckoutRoutes } from './local-checkout-routes';
import { referralRoutes } from './referral-routes';
import { subscriptionRoutes } from './subscription-routes';

/**
 * Billing calls run the billing library in the gateway process (docs/architecture.md): the user
 * sees a change at once, and the same sync runs again in the billing service for every provider event.
 */
export function billingRoutes(context: RouteContext): FastifyPluginAsyncZod {
  const { provider, operations } = context.billing;
  return async (app) => {
    await app.register(subscriptionRoutes(context, operations));
    await app.register(referralRoutes(context, operations));
    await app.register(accountDeletionRoutes(context, operations));
    if (provider instanceof LocalPaymentsProvider) await app.register(localCheckoutRoutes(context, provider));
  };
}
