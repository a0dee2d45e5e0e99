import {
  GENERATION_LIMITS,
  generateDocumentRequestSchema,
  generatedDocumentSchema,
  isPaidPlan,
  PLANS,
  planOrFree,
  templateForDocumentType,
} from '@doclens/api';
import {
  type Db,
  failGeneration,
  findMonthlyUsage,
  insertGeneratedDocument,
  refundGenerationUsage,
  tryCountUsage,
  type User,
} from '@doclens/db';
import { sanitizeGeneratedHtml } from '@doclens/generated-documents';
import { generateDocument } from '@doclens/queue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertQueueReachable } from '../../documents/pipeline-jobs';
import { HttpError } from '../../http/http-errors';
import { requireUser } from '../../plugins/session-auth';
import type { RouteContext } from '../route-context';
import { toGeneratedDocumentView } from './generated-document-presenter';
import { generationLimitMessage, generationNeedsPaidPlan, refuseUnsavableContent } from './generation-refusals';

/**
 * POST /api/generate-document: pro and enterprise only. A template generation counts against the
 * month (pro's 100 are uploads plus generations, checked and counted in one statement) and is
 * written by the generation worker; Save As New (`generatedContent` given) stores the sanitised
 * copy at once and counts nothing, since nothing is generated.
 */
export function generateDocumentRoutes({ deps }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/generate-document',
      {
        bodyLimit: GENERATION_LIMITS.contentChars * 4,
        preValidation: refuseUnsavableContent,
        schema: {
          tags: ['generation'],
          summary: 'Generate a document from a template, or save an edited one as new',
          body: generateDocumentRequestSchema,
          response: { 200: generatedDocumentSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const plan = planOrFree(user.plan);
        if (!isPaidPlan(plan)) throw generationNeedsPaidPlan();
        const { documentType, parameters, title, generatedContent } = request.body;
        const template = templateForDocumentType(documentType);
        if (generatedContent !== undefined) {
          const saved = await insertGeneratedDocument(deps.db, {
            ownerId: user.id,
            title: title ?? documentType,
            documentType,
            templateId: template?.id ?? null,
            parameters,
            generatedContent: sanitizeGeneratedHtml(generatedContent),
            countedAt: null,
          });
          return toGeneratedDocumentView(saved);
        }
        assertQueueReachable(deps);
        const at = new Date();
        // Counted and stored together: a refusal or a failed insert leaves neither behind.
        const requested = await deps.db.transaction().execute(async (trx) => {
          await countGeneration(trx, user, at);
          return insertGeneratedDocument(trx, {
            ownerId: user.id,
            title: title ?? '',
            documentType,
            templateId: template?.id ?? null,
            parameters,
            countedAt: at,
          });
        });
        try {
          await deps.jobs.enqueue(generateDocument, { generatedDocumentId: requested.id, requestId: request.id });
        } catch (error) {
          request.log.error({ err: error, generatedDocumentId: requested.id }, 'could not enqueue the generation');
          const failed = await failGeneration(deps.db, requested.id, 'Failed to generate document');
          if (failed) await refundGenerationUsage(deps.db, failed);
          throw new HttpError(503, 'Failed to generate document');
        }
        return toGeneratedDocumentView(requested);
      },
    );
  };
}

async function countGeneration(db: Db, user: User, at: Date): Promise<void> {
  const limit = PLANS[planOrFree(user.plan)].monthlyDocuments;
  if (await tryCountUsage(db, user.id, 'generations', limit, at)) return;
  const used = (await findMonthlyUsage(db, user.id, at)).total;
  throw new HttpError(403, generationLimitMessage(used, limit ?? used));
}
