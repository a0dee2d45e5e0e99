import {
  createStripeSubscriptionSchema,
  planFixResultSchema,
  updatePlanSchema,
  updateSubscriptionIdSchema,
} from '@doclens/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../admin/admin-guard';
import type { PlanFixes } from '../../admin/plan-fixes';
import { answeringRefusals } from '../billing/billing-refusals';

/** The /admin-plan-update page's calls (spec part 2 §7); what each does: docs/decisions.md, "Admin plan fixes". */
export function planUpdateRoutes(fixes: PlanFixes): FastifyPluginAsyncZod {
  const response = { 200: planFixResultSchema };
  return async (app) => {
    app.post(
      '/api/update-plan',
      {
        schema: { tags: ['admin'], summary: 'Set an account’s plan in our records', body: updatePlanSchema, response },
      },
      async (request) => fixes.updatePlan(requireAdmin(request), request.body.email, request.body.planType),
    );

    app.post(
      '/api/update-subscription-id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Link a provider subscription to an account and apply its plan',
          body: updateSubscriptionIdSchema,
          response,
        },
      },
      async (request) =>
        fixes.updateSubscriptionId(requireAdmin(request), request.body.email, request.body.subscriptionId),
    );

    app.post(
      '/api/create-stripe-subscription',
      {
        schema: {
          tags: ['admin'],
          summary: 'Start a checkout for an account and answer the link to send to the customer',
          body: createStripeSubscriptionSchema,
          response,
        },
      },
      async (request) => {
        const { email, planType, interval } = request.body;
        return answeringRefusals(() => fixes.createSubscription(requireAdmin(request), email, planType, interval));
      },
    );
  };
}
