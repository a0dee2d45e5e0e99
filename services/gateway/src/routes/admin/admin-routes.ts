import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardAdminScope } from '../../admin/admin-guard';
import { PlanFixes } from '../../admin/plan-fixes';
import { registerQueueDashboard } from '../../admin/queue-dashboard';
import type { RouteContext } from '../route-context';
import { adminAnalyticsRoutes } from './admin-analytics-routes';
import { adminUserRoutes } from './admin-user-routes';
import { planUpdateRoutes } from './plan-update-routes';
import { queueActionRoutes } from './queue-action-routes';

/**
 * Every admin call in one scope whose first hook refuses anyone but the admin (401 for a visitor,
 * 403 for another user), so a route added here later cannot forget the check.
 */
export function adminRoutes(context: RouteContext): FastifyPluginAsyncZod {
  const { deps } = context;
  const { provider, operations: billing } = context.billing;
  const fixes = new PlanFixes({ db: deps.db, provider, billing });
  return async (app) => {
    guardAdminScope(app);
    await app.register(adminAnalyticsRoutes(context));
    await app.register(adminUserRoutes(context, billing));
    await app.register(planUpdateRoutes(fixes));
    await app.register(queueActionRoutes(context));
    await registerQueueDashboard(app, deps.jobs);
  };
}
