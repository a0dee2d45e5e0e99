import { dashboardStatsSchema, PLANS, planOrFree } from '@doclens/api';
import { countOwnedGeneratedDocuments, findMonthlyUsage, tallyDocumentsOfOwner } from '@doclens/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session-auth';
import type { DocumentRouteContext } from './document-route-context';

/**
 * The dashboard's stat cards (spec part 2 §3), one per filter. Archived documents count only in
 * `archived`; `generated` counts the generator's documents not archived; pins live in the browser, so 0.
 */
export function dashboardStatsRoutes({ deps }: DocumentRouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dashboard/stats',
      {
        schema: {
          tags: ['documents'],
          summary: "Counts of the signed-in user's documents and this month's usage",
          response: { 200: dashboardStatsSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const [tally, usage, generatedCounts] = await Promise.all([
          tallyDocumentsOfOwner(deps.db, user.id),
          findMonthlyUsage(deps.db, user.id),
          countOwnedGeneratedDocuments(deps.db, user.id),
        ]);
        const generated = generatedCounts.active;
        return {
          total: tally.active + generated,
          uploaded: tally.active,
          generated,
          pinned: 0,
          archived: tally.archived + generatedCounts.archived,
          essays: tally.essays,
          cvs: tally.cvs,
          legal: tally.contracts,
          other: tally.other,
          monthlyUsage: {
            used: usage.total,
            limit: PLANS[planOrFree(user.plan)].monthlyDocuments,
            uploads: usage.uploads,
            generations: usage.generations,
          },
        };
      },
    );
  };
}
