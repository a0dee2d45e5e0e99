import { BULK_INVALID_FILES_MESSAGE } from '@doclens/api';
import type { ObjectStore } from '@doclens/storage';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-errors';
import { originalNameOf } from '../../uploads/display-file-names';
import { discardStoredPdf, type PdfUploadLimits, storeUploadedPdf } from '../../uploads/pdf-upload-storage';
import { fileTooLarge, MALFORMED_UPLOAD_MESSAGE, ONLY_PDF_FILES_MESSAGE } from '../../uploads/upload-refusals';

export interface ReceivedBulkFile {
  storageKey: string;
  size: number;
  fileName: string;
}

function invalidFiles(): HttpError {
  return new HttpError(400, BULK_INVALID_FILES_MESSAGE);
}

/**
 * Reads a multipart form of PDFs, streaming each into the object store with the single upload's
 * checks (magic bytes, empty file, the plan's size while streaming). All or nothing: on any
 * refusal, the files already stored by this request are removed again. `room` is how many files
 * the batch can still take.
 */
export async function receiveBulkFiles(
  request: FastifyRequest,
  storage: ObjectStore,
  limits: PdfUploadLimits,
  room: number,
): Promise<ReceivedBulkFile[]> {
  const received: ReceivedBulkFile[] = [];
  try {
    if (room <= 0) throw invalidFiles();
    for await (const part of request.parts({ limits: { files: room, fileSize: limits.maxBytes + 1, fields: 5 } })) {
      if (part.type === 'field') continue;
      const stored = await storeUploadedPdf(storage, part.file, limits, request.log);
      received.push({ ...stored, fileName: displayName(part.filename, received.length) });
    }
  } catch (error) {
    await Promise.all(received.map((file) => discardStoredPdf(storage, file.storageKey, request.log)));
    throw asRefusal(error, limits, request);
  }
  if (received.length === 0) throw invalidFiles();
  return received;
}

/** The file's own name without its path or invisible characters (a NUL could not even be stored). */
function displayName(clientName: string | undefined, index: number): string {
  const base = (clientName ?? '').split(/[\\/]/u).pop() ?? '';
  return base.trim().length > 0 ? originalNameOf(base) : `file-${index + 1}.pdf`;
}

function asRefusal(error: unknown, limits: PdfUploadLimits, request: FastifyRequest): unknown {
  if (error instanceof HttpError) {
    // A batch answers a non-PDF with the bulk wizard's own message (spec part 2 §5).
    return error.message === ONLY_PDF_FILES_MESSAGE ? invalidFiles() : error;
  }
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'FST_FILES_LIMIT') return invalidFiles();
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(limits.plan);
  request.log.warn({ err: error }, 'unreadable bulk upload form');
  return new HttpError(400, MALFORMED_UPLOAD_MESSAGE);
}
