import { adminAnalyticsSchema } from '@doclens/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAnalytics } from '../../admin/admin-analytics';
import type { RouteContext } from '../route-context';

export function adminAnalyticsRoutes({ deps }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/analytics',
      {
        schema: {
          tags: ['admin'],
          summary: 'Users, revenue, platform totals, the last 7 days and the pipeline’s health',
          response: { 200: adminAnalyticsSchema },
        },
      },
      async () => adminAnalytics(deps),
    );
  };
}
