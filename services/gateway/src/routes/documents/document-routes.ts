import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentAccess } from '../../documents/document-access';
import type { RouteContext } from '../route-context';
import { dashboardStatsRoutes } from './dashboard-stats-routes';
import { documentFileRoutes } from './document-file-routes';
import { documentManagementRoutes } from './document-management-routes';
import { documentPartiesRoutes } from './document-parties-routes';
import { documentPipelineRoutes } from './document-pipeline-routes';
import { documentQuestionRoutes } from './document-question-routes';
import { documentReadingRoutes } from './document-reading-routes';
import { documentWritingRuleRoutes } from './document-writing-rule-routes';

/**
 * The document API (spec part 1 §7, part 2 §7). Every `:id` route runs the ownership check as
 * its `onRequest` hook (see documents/document-access.ts), so it answers 404 for a document that
 * is not the caller's before reading any body.
 */
export function documentRoutes(context: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.decorateRequest('accessibleDocument', null);
    const documentContext = { ...context, access: documentAccess(context.deps.db, context.claim) };
    await app.register(documentReadingRoutes(documentContext));
    await app.register(documentPartiesRoutes(documentContext));
    await app.register(documentFileRoutes(documentContext));
    await app.register(documentPipelineRoutes(documentContext));
    await app.register(documentManagementRoutes(documentContext));
    await app.register(dashboardStatsRoutes(documentContext));
    await app.register(documentQuestionRoutes(documentContext));
    await app.register(documentWritingRuleRoutes(documentContext));
  };
}
