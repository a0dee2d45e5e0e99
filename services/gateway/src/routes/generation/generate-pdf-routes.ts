import { GENERATION_LIMITS, generatePdfRequestSchema } from '@doclens/api';
import { pdfInputRefusal } from '@doclens/generated-documents';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveCollaborationAccess } from '../../collaboration/collaboration-access';
import { assertQueueReachable } from '../../documents/pipeline-jobs';
import { HttpError } from '../../http/http-errors';
import { requireUser } from '../../plugins/session-auth';
import type { RouteContext } from '../route-context';
import { generatedDocumentNotFound } from './generation-refusals';
import { renderPdfByJob } from './pdf-export-job';

export const PDF_FAILED_MESSAGE = 'PDF generation failed';

/**
 * POST /api/generate-pdf: the editor's HTML as a PDF (base64), drawn from the sanitised HTML by the
 * generation service in a thread of its own, so no render ever holds up the gateway. An input past
 * a limit (size, longest word, nesting) is refused at once, before any parser sees it; a render
 * past the page, time or memory limit answers 422, and the web falls back to the HTML download as
 * the spec says. A `documentId` must be the caller's own or shared with them.
 */
export function generatePdfRoutes({ deps, jobResults }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/generate-pdf',
      {
        bodyLimit: GENERATION_LIMITS.contentChars * 4,
        // Before the schema: its size check would answer with a sentence meant for developers.
        preValidation: async (request) => refuseUnrenderableInput(request),
        schema: {
          tags: ['generation'],
          summary: 'Render a generated document as PDF',
          body: generatePdfRequestSchema,
          response: { 200: z.object({ pdfData: z.string() }) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { title, content, documentId } = request.body;
        if (documentId !== undefined && !(await resolveCollaborationAccess(deps.db, user, documentId))) {
          throw generatedDocumentNotFound();
        }
        assertQueueReachable(deps);
        const outcome = await renderPdfByJob(deps, jobResults, { title, content, requestId: request.id }, request.log);
        if (outcome.ok) return { pdfData: outcome.pdf.toString('base64') };
        throw new HttpError(
          outcome.statusCode,
          outcome.statusCode === 422 ? `${PDF_FAILED_MESSAGE}: ${outcome.message}` : outcome.message,
        );
      },
    );
  };
}

function refuseUnrenderableInput(request: FastifyRequest): void {
  requireUser(request);
  const content = (request.body as { content?: unknown } | null | undefined)?.content;
  if (typeof content !== 'string') return;
  const refusal = pdfInputRefusal(content);
  if (refusal) throw new HttpError(refusal.statusCode, refusal.message);
}
