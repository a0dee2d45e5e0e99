import type { Readable } from 'node:stream';
import {
  BULK_INVALID_FILES_MESSAGE,
  BULK_LIMITS,
  BULK_NOT_FOUND_MESSAGE,
  bulkFileParamsSchema,
  bulkUploadDetailSchema,
  bulkUploadIdParamsSchema,
  bulkUploadListSchema,
  createBulkUploadSchema,
  createdBulkUploadSchema,
  maxFileSizeBytes,
} from '@doclens/api';
import {
  addBulkFiles,
  type BulkUploadFile,
  countBulkFiles,
  deleteOwnedBulkUpload,
  findBulkUpload,
  findBulkUploadWithCounts,
  insertBulkUpload,
  listBulkCells,
  listBulkFiles,
  listOwnedBulkUploads,
  restartBulkFile,
} from '@doclens/db';
import { finishBulkBatch, type JobRef, processBulkFile } from '@doclens/queue';
import { ObjectNotFoundError } from '@doclens/storage';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../documents/content-disposition';
import { assertQueueReachable } from '../../documents/pipeline-jobs';
import type { GatewayDependencies } from '../../gateway-dependencies';
import { HttpError } from '../../http/http-errors';
import { longPollQuerySchema, readWhenMoved } from '../../http/long-poll';
import { discardStoredPdf } from '../../uploads/pdf-upload-storage';
import type { RouteContext } from '../route-context';
import { resultsDownload } from './bulk-exports';
import { receiveBulkFiles } from './bulk-file-form';
import { bulkUploadNotFound, bulkUploadOwnerHook, ownedBulkUploadOf, requireEnterprise } from './bulk-upload-access';
import { toBulkUploadDetail, toBulkUploadSummary } from './bulk-upload-presenter';

export const BULK_RETRY_REFUSED_MESSAGE = 'Only a failed file can be retried';
export const BULK_UPLOAD_FAILED_MESSAGE = 'Failed to upload files';

const exportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

/** Starts (or restarts) work on files: one flow whose parent ranks the batch once they finish. */
async function enqueueFiles(
  deps: GatewayDependencies,
  bulkUploadId: number,
  files: readonly BulkUploadFile[],
  round: string,
  requestId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await deps.jobs.enqueueFlow(
      { definition: finishBulkBatch, payload: { bulkUploadId, round, requestId } },
      files.map((file) => ({
        definition: processBulkFile,
        payload: { bulkUploadId, fileId: file.id, attempt: file.attempt, requestId },
      })),
    );
  } catch (error) {
    log.error({ err: error, bulkUploadId }, 'could not enqueue the bulk files');
    throw new HttpError(503, BULK_UPLOAD_FAILED_MESSAGE);
  }
}

/**
 * The jobs of the files still being worked on: what a long poll of the batch waits on. Once every
 * file is done, only the batch's ranking is left, which is quick; the poll then answers at once.
 */
function fileJobsInProgress(files: readonly BulkUploadFile[]): JobRef[] {
  return files
    .filter((file) => file.status === 'pending' || file.status === 'processing')
    .map((file) => {
      // The id depends on the file and its attempt; the rest is carried for the worker and the logs.
      const payload = {
        bulkUploadId: file.bulkUploadId,
        fileId: file.id,
        attempt: file.attempt,
        requestId: 'long-poll',
      };
      return { queue: processBulkFile.queue, jobId: processBulkFile.jobId(payload) };
    });
}

/**
 * Bulk analysis (spec part 2 §7): create a batch, add up to 50 PDFs, follow it, read and export
 * its results, retry one file, delete it with its files. Enterprise only; another user's batch
 * answers 404, as a missing one does.
 */
export function bulkUploadRoutes({ deps, jobResults }: RouteContext): FastifyPluginAsyncZod {
  const onRequest = bulkUploadOwnerHook(deps.db);
  const byId = { tags: ['bulk'], params: bulkUploadIdParamsSchema };

  const stateOf = async (id: number) => {
    const batch = await findBulkUploadWithCounts(deps.db, id);
    if (!batch) throw bulkUploadNotFound();
    const [files, cells] = await Promise.all([listBulkFiles(deps.db, id), listBulkCells(deps.db, id)]);
    return { batch, files, cells };
  };
  const detailOf = async (id: number) => {
    const { batch, files, cells } = await stateOf(id);
    return toBulkUploadDetail(batch, files, cells);
  };

  return async (app) => {
    app.post(
      '/api/bulk-uploads',
      {
        schema: {
          tags: ['bulk'],
          summary: 'Create a bulk analysis: its name, type and parameters',
          body: createBulkUploadSchema,
          response: { 201: createdBulkUploadSchema },
        },
      },
      async (request, reply) => {
        const user = requireEnterprise(request);
        const batch = await insertBulkUpload(deps.db, { ownerId: user.id, ...request.body });
        return reply.status(201).send({ id: batch.id });
      },
    );

    app.get(
      '/api/bulk-uploads',
      {
        schema: {
          tags: ['bulk'],
          summary: "The user's bulk analyses, newest first",
          response: { 200: bulkUploadListSchema },
        },
      },
      async (request) => {
        const user = requireEnterprise(request);
        const batches = await listOwnedBulkUploads(deps.db, user.id);
        return { bulkUploads: batches.map(toBulkUploadSummary) };
      },
    );

    app.post(
      '/api/bulk-uploads/:id/files',
      {
        onRequest,
        schema: { ...byId, summary: 'Add PDFs to a bulk analysis and start it (multipart, 50 files at most)' },
      },
      async (request, reply) => {
        const batch = ownedBulkUploadOf(request);
        assertQueueReachable(deps);
        const room = BULK_LIMITS.maxFiles - (await countBulkFiles(deps.db, batch.id));
        const received = await receiveBulkFiles(
          request,
          deps.storage,
          { plan: 'enterprise', maxBytes: maxFileSizeBytes('enterprise') },
          room,
        );
        // `room` was counted before the files arrived; another request may have filled it meanwhile.
        const files = await addBulkFiles(deps.db, batch.id, received, BULK_LIMITS.maxFiles);
        if (!files) {
          await Promise.all(received.map((file) => discardStoredPdf(deps.storage, file.storageKey, request.log)));
          if (!(await findBulkUpload(deps.db, batch.id))) throw bulkUploadNotFound();
          throw new HttpError(400, BULK_INVALID_FILES_MESSAGE);
        }
        await enqueueFiles(deps, batch.id, files, `files-${files[0]?.id ?? 0}`, request.id, request.log);
        return reply.status(201).send(await detailOf(batch.id));
      },
    );

    app.get(
      '/api/bulk-uploads/:id',
      {
        onRequest,
        schema: {
          ...byId,
          summary: 'One bulk analysis with its progress and results; with ?wait=, once one of its files is done',
          querystring: longPollQuerySchema,
          response: { 200: bulkUploadDetailSchema },
        },
      },
      async (request) => {
        const read = () => stateOf(ownedBulkUploadOf(request).id);
        const { batch, files, cells } = await readWhenMoved(jobResults, request, await read(), read, ({ files }) =>
          fileJobsInProgress(files),
        );
        return toBulkUploadDetail(batch, files, cells);
      },
    );

    app.get(
      '/api/bulk-uploads/:id/export',
      {
        onRequest,
        schema: {
          ...byId,
          querystring: exportQuerySchema,
          summary: 'The results table as CSV or XLSX, citations in their own columns',
        },
      },
      async (request, reply) => {
        const download = await resultsDownload(await detailOf(ownedBulkUploadOf(request).id), request.query.format);
        reply.header('content-disposition', download.contentDisposition).type(download.contentType);
        return reply.send(download.body);
      },
    );

    app.get(
      '/api/bulk-uploads/:id/files/:fileId/file',
      {
        onRequest,
        schema: {
          tags: ['bulk'],
          params: bulkFileParamsSchema,
          summary: 'One file of the batch, shown inline (open at a page with #page=N)',
        },
      },
      async (request, reply) => {
        const batch = ownedBulkUploadOf(request);
        const file = (await listBulkFiles(deps.db, batch.id)).find((row) => row.id === request.params.fileId);
        if (!file) throw bulkUploadNotFound();
        let body: Readable;
        try {
          body = await deps.storage.get(file.storageKey);
        } catch (error) {
          if (error instanceof ObjectNotFoundError) throw bulkUploadNotFound();
          throw error;
        }
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachmentDisposition(file.fileName).replace(/^attachment/u, 'inline'))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(body);
      },
    );

    app.post(
      '/api/bulk-uploads/:id/files/:fileId/retry',
      { onRequest, schema: { tags: ['bulk'], params: bulkFileParamsSchema, summary: 'Process one failed file again' } },
      async (request) => {
        const batch = ownedBulkUploadOf(request);
        assertQueueReachable(deps);
        const file = await restartBulkFile(deps.db, batch.id, request.params.fileId);
        if (!file) {
          const known = (await listBulkFiles(deps.db, batch.id)).some((row) => row.id === request.params.fileId);
          throw new HttpError(known ? 409 : 404, known ? BULK_RETRY_REFUSED_MESSAGE : BULK_NOT_FOUND_MESSAGE);
        }
        await enqueueFiles(deps, batch.id, [file], `retry-${file.id}-${file.attempt}`, request.id, request.log);
        return detailOf(batch.id);
      },
    );

    app.delete(
      '/api/bulk-uploads/:id',
      { onRequest, schema: { ...byId, summary: 'Delete a bulk analysis, its files and results' } },
      async (request, reply) => {
        const user = requireEnterprise(request);
        const keys = await deleteOwnedBulkUpload(deps.db, user.id, ownedBulkUploadOf(request).id);
        if (!keys) throw bulkUploadNotFound();
        // Rows first: a file left behind by a failing store is an orphan, never a result still shown.
        for (const key of keys) {
          try {
            await deps.storage.delete(key);
          } catch (error) {
            request.log.error({ err: error, key }, 'could not delete a bulk file from the object store');
          }
        }
        return reply.status(204).send();
      },
    );
  };
}
