import { ANALYSIS_TYPES, type AnalysisType } from '@doclens/api';
import type { ObjectStore } from '@doclens/storage';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/http-errors';
import { discardStoredPdf, type PdfUploadLimits, type StoredPdf, storeUploadedPdf } from './pdf-upload-storage';
import { fileTooLarge, MALFORMED_UPLOAD_MESSAGE, NO_FILE_MESSAGE, TOO_MANY_FILES_MESSAGE } from './upload-refusals';

const FILE_FIELD = 'file';

/**
 * The form's text fields. An unknown `documentType` is ignored (the upload then waits for the
 * type-selection step); `userId` is never read, because who uploads comes from the session only.
 */
const uploadFieldsSchema = z.object({
  documentType: z.enum(ANALYSIS_TYPES).optional().catch(undefined),
});

export interface ReceivedPdf extends StoredPdf {
  /** As the client named it: for display only. */
  clientFileName: string;
}

export interface UploadForm {
  file: ReceivedPdf;
  documentType: AnalysisType | undefined;
}

/**
 * Reads the multipart form in one pass, streaming its file into the object store as it arrives.
 * Fields may come before or after the file; when the form turns out unusable after the file was
 * stored, the stored file is removed again.
 */
export async function receiveUploadForm(
  request: FastifyRequest,
  storage: ObjectStore,
  limits: PdfUploadLimits,
): Promise<UploadForm> {
  const fields: Record<string, unknown> = {};
  let file: ReceivedPdf | undefined;
  try {
    // Busboy hands over at most one byte past the cap, which is all the store needs to refuse the file.
    for await (const part of request.parts({ limits: { fileSize: limits.maxBytes + 1 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] ??= part.value;
      } else if (part.fieldname !== FILE_FIELD || file) {
        part.file.resume();
      } else {
        const stored = await storeUploadedPdf(storage, part.file, limits, request.log);
        file = { ...stored, clientFileName: part.filename };
      }
    }
  } catch (error) {
    if (file) await discardStoredPdf(storage, file.storageKey, request.log);
    throw asUploadRefusal(error, limits, request);
  }
  if (!file) throw new HttpError(400, NO_FILE_MESSAGE);
  return { file, documentType: uploadFieldsSchema.parse(fields).documentType };
}

/** Errors of the multipart parser become answers a user can read. */
function asUploadRefusal(error: unknown, limits: PdfUploadLimits, request: FastifyRequest): unknown {
  if (error instanceof HttpError) return error;
  request.log.warn({ err: error }, 'unreadable upload form');
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, TOO_MANY_FILES_MESSAGE);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(limits.plan);
  return new HttpError(400, MALFORMED_UPLOAD_MESSAGE);
}
