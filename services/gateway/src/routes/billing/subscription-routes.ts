import {
  cancelSubscriptionSchema,
  changeSubscriptionSchema,
  completeCheckoutSchema,
  createCheckoutSessionSchema,
  paymentMethodsSessionSchema,
  subscriptionDetailsSchema,
} from '@doclens/api';
import type { BillingOperations } from '@doclens/billing';
import { findUserById } from '@doclens/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session-auth';
import type { RouteContext } from '../route-context';
import { answeringRefusals } from './billing-refusals';

/** Checkout, the return from it, and managing the subscription (spec part 2 §7). */
export function subscriptionRoutes({ deps }: RouteContext, billing: BillingOperations): FastifyPluginAsyncZod {
  const detailsOf = async (userId: string) => {
    const user = await findUserById(deps.db, userId);
    if (!user) throw new Error('signed-in user vanished');
    return billing.details(user);
  };
  return async (app) => {
    app.post(
      '/api/create-checkout-session',
      {
        schema: {
          tags: ['billing'],
          summary: 'Start a checkout for a paid plan',
          body: createCheckoutSessionSchema,
          response: { 200: z.object({ checkoutUrl: z.string(), sessionId: z.string() }) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { planType, interval } = request.body;
        return answeringRefusals(() => billing.createCheckout(user, planType, interval));
      },
    );

    app.post(
      '/api/complete-checkout',
      {
        schema: {
          tags: ['billing'],
          summary: 'Apply a paid checkout session (idempotent; verified with the provider)',
          body: completeCheckoutSchema,
          response: { 200: subscriptionDetailsSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await answeringRefusals(() => billing.completeCheckout(user, request.body.sessionId));
        return detailsOf(user.id);
      },
    );

    app.post(
      '/api/change-subscription',
      {
        schema: {
          tags: ['billing'],
          summary: 'Switch the subscription to another plan or billing interval now, prorated',
          body: changeSubscriptionSchema,
          response: { 200: subscriptionDetailsSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { planType, interval } = request.body;
        await answeringRefusals(() => billing.changePlan(user, planType, interval));
        return detailsOf(user.id);
      },
    );

    app.get(
      '/api/subscription-details',
      {
        schema: {
          tags: ['billing'],
          summary: 'The signed-in user’s plan, subscription status and end date',
          response: { 200: subscriptionDetailsSchema },
        },
      },
      async (request) => detailsOf(requireUser(request).id),
    );

    app.post(
      '/api/cancel-subscription-with-feedback',
      {
        schema: {
          tags: ['billing'],
          summary: 'Cancel at the end of the paid period, with a reason',
          body: cancelSubscriptionSchema,
          response: { 200: subscriptionDetailsSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { reason, additionalComments } = request.body;
        await answeringRefusals(() => billing.cancel(user, reason, additionalComments));
        return detailsOf(user.id);
      },
    );

    app.post(
      '/api/payment-methods-session',
      {
        schema: {
          tags: ['billing'],
          summary: 'A link to the payment provider’s page for updating the card (409 when it takes none)',
          response: { 200: paymentMethodsSessionSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return { url: await answeringRefusals(() => billing.paymentMethodsUrl(user)) };
      },
    );

    app.post(
      '/api/reactivate-subscription',
      {
        schema: {
          tags: ['billing'],
          summary: 'Renew a subscription that was set to end',
          response: { 200: subscriptionDetailsSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await answeringRefusals(() => billing.reactivate(user));
        return detailsOf(user.id);
      },
    );
  };
}
