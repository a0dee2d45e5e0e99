import { GENERATION_LIMITS, generatePdfRequestSchema } from '@doclens/api';
import { PdfLimitError, renderGeneratedPdf, sanitizeGeneratedHtml } from '@doclens/generated-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveCollaborationAccess } from '../../collaboration/collaboration-access';
import { HttpError } from '../../http/http-errors';
import { requireUser } from '../../plugins/session-auth';
import type { RouteContext } from '../route-context';
import { generatedDocumentNotFound } from './generation-refusals';

export const PDF_FAILED_MESSAGE = 'PDF generation failed';

/**
 * POST /api/generate-pdf: the editor's HTML as a PDF (base64), drawn on the server from the
 * sanitised HTML. A `documentId` must be the caller's own or shared with them. Past the page or time limit it answers
 * 422, and the web falls back to the HTML download as the spec says.
 */
export function generatePdfRoutes({ deps }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/generate-pdf',
      {
        bodyLimit: GENERATION_LIMITS.contentChars * 4,
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
        try {
          const pdf = await renderGeneratedPdf(title, sanitizeGeneratedHtml(content));
          return { pdfData: pdf.toString('base64') };
        } catch (error) {
          if (error instanceof PdfLimitError) throw new HttpError(422, `${PDF_FAILED_MESSAGE}: ${error.message}`);
          throw error;
        }
      },
    );
  };
}
