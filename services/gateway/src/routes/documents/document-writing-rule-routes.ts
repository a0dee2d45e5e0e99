import {
  documentIdParamsSchema,
  documentWritingRuleParamsSchema,
  ignoredWritingRulesResponseSchema,
} from '@doclens/api';
import { ignoreWritingRule, listIgnoredWritingRules, restoreWritingRule } from '@doclens/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessibleDocumentOf } from '../../documents/document-access';
import type { DocumentRouteContext } from './document-route-context';

/** Ignoring a rule and showing it again: each answers with the rules ignored after the change. */
const RULE_CHANGES = [
  {
    method: 'PUT',
    summary: 'Ignore a writing rule in the document: its corrections are hidden there',
    change: ignoreWritingRule,
  },
  {
    method: 'DELETE',
    summary: 'Show a writing rule’s corrections in the document again',
    change: restoreWritingRule,
  },
] as const;

/**
 * "Ignore this rule in this document": the writing-checker rules whose corrections the viewer hid
 * in one document, kept server side so that they stay hidden on every device and visit.
 */
export function documentWritingRuleRoutes({ deps, access }: DocumentRouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/documents/:id/ignored-writing-rules',
      {
        onRequest: access.viewer,
        schema: {
          tags: ['documents'],
          summary: 'The writing rules ignored in the document (owner, or the uploading browser)',
          params: documentIdParamsSchema,
          response: { 200: ignoredWritingRulesResponseSchema },
        },
      },
      async (request) => ({ ruleIds: await listIgnoredWritingRules(deps.db, accessibleDocumentOf(request).id) }),
    );

    for (const { method, summary, change } of RULE_CHANGES) {
      app.route({
        method,
        url: '/api/documents/:id/ignored-writing-rules/:ruleId',
        onRequest: access.viewer,
        schema: {
          tags: ['documents'],
          summary,
          params: documentWritingRuleParamsSchema,
          response: { 200: ignoredWritingRulesResponseSchema },
        },
        handler: async (request) => {
          const document = accessibleDocumentOf(request);
          await change(deps.db, document.id, request.params.ruleId);
          return { ruleIds: await listIgnoredWritingRules(deps.db, document.id) };
        },
      });
    }
  };
}
