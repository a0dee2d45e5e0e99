import { maxFileSizeBytes, uploadResponseSchema } from '@doclens/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enqueuePipelineJob, isQueueReachable } from '../../documents/pipeline-jobs';
import { HttpError, serviceUnavailable } from '../../http/http-errors';
import { startAbandonedUploadSweeper } from '../../uploads/abandoned-upload-sweeper';
import { drainUnreadBody } from '../../uploads/unread-body-drain';
import { uploadDocumentation } from '../../uploads/upload-documentation';
import { receiveUploadForm } from '../../uploads/upload-form';
import { uploadRateLimit } from '../../uploads/upload-rate-limit';
import { recordUpload } from '../../uploads/upload-recording';
import { NO_FILE_MESSAGE } from '../../uploads/upload-refusals';
import type { UploadOwner } from '../../uploads/uploaded-document-row';
import type { RouteContext } from '../route-context';

/**
 * POST /api/upload: a PDF from a signed-in user or a visitor (spec part 1 §5, §7).
 *
 * Checks in the spec's order: PDF by its first bytes (400), not empty (400), within the plan's
 * size cap while streaming (413), then the monthly quota (403), counted atomically with the
 * insert. A refused upload leaves no object, no row and no count behind.
 *
 * Redis down: the queue connection is checked before the file is stored, and the answer is 503
 * with nothing stored; the body is read and discarded first, so the client gets the answer
 * instead of a reset connection. If Redis fails after the row is committed, the upload still succeeds: the
 * row says stage 'extracting' and the reconciler queues the extraction when Redis is back.
 * Storage down: 503, no row, nothing counted.
 */
export function uploadRoutes({ deps, claim }: RouteContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Uploads left without a type are removed by the server too, so they never hold a month's use.
    let sweeper: { stop(): void } | undefined;
    app.addHook('onReady', async () => {
      sweeper = startAbandonedUploadSweeper(deps, app.log);
    });
    app.addHook('onClose', async () => sweeper?.stop());

    const docs = uploadDocumentation({ limits: deps.config.auth, claimCookieName: claim.cookieName });
    app.post(
      '/api/upload',
      {
        schema: {
          tags: ['documents'],
          summary: 'Upload a PDF (multipart: file, optional documentType); starts its extraction',
          description: docs.description,
          consumes: ['multipart/form-data'],
          multipartForm: docs.multipartForm,
          // Open to visitors: an upload without a session gets a claim cookie instead.
          security: [{}, { session: [] }, { claim: [] }],
          response: { 200: uploadResponseSchema, ...docs.errors },
        },
        config: { rateLimit: uploadRateLimit(deps.config.auth) },
        onError: async (request, reply) => {
          // Refused before the client finished sending (too large, not a PDF, rate limited): the
          // rest of its body must not be read as a next request, so the connection ends here.
          if (!request.raw.complete) reply.header('connection', 'close');
        },
      },
      async (request, reply) => {
        // Visitors get the free plan's caps.
        const plan = request.user?.plan ?? 'free';
        if (!isQueueReachable(deps)) {
          await drainUnreadBody(request, maxFileSizeBytes(plan));
          throw serviceUnavailable();
        }
        if (!request.isMultipart()) throw new HttpError(400, NO_FILE_MESSAGE);
        const form = await receiveUploadForm(request, deps.storage, { plan, maxBytes: maxFileSizeBytes(plan) });
        const owner: UploadOwner = request.user
          ? { userId: request.user.id }
          : { claimHash: claim.ensure(request, reply) };
        const document = await recordUpload(
          deps.db,
          deps.storage,
          { owner, plan, file: form.file, documentType: form.documentType, at: new Date() },
          request.log,
        );
        await enqueuePipelineJob(deps, document, request.id, request.log);
        return { filename: document.filename, documentId: document.id };
      },
    );
  };
}
