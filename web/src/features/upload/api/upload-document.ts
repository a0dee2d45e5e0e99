import type { AnalysisType, UploadResponse } from '@doclens/api';

/**
 * A rejected upload; `serverMessage` is the gateway's `{ message }` when it sent one, `status` the
 * HTTP status (undefined when no answer arrived).
 */
export class UploadFailedError extends Error {
  constructor(
    readonly serverMessage: string | undefined,
    readonly status?: number,
  ) {
    super(serverMessage ?? 'Upload failed');
    this.name = 'UploadFailedError';
  }
}

export interface UploadRequest {
  file: File;
  documentType?: AnalysisType;
}

/**
 * POST /api/upload as multipart. XMLHttpRequest rather than fetch because only it reports how
 * many bytes have been sent, which drives the real progress bar.
 */
export function uploadDocument(
  { file, documentType }: UploadRequest,
  onProgress: (percent: number) => void,
): Promise<UploadResponse> {
  const form = new FormData();
  // The type goes first so the server knows it before the file's bytes arrive.
  if (documentType) form.append('documentType', documentType);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/upload');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        uploadResponseOf(body).then(resolve, () => reject(new UploadFailedError(undefined, request.status)));
      } else {
        reject(new UploadFailedError(messageIn(body), request.status));
      }
    };
    request.onerror = () => reject(new UploadFailedError(undefined));
    request.onabort = () => reject(new UploadFailedError(undefined));
    request.send(form);
  });
}

// The schema (and zod with it) loads when the first answer arrives rather than with the landing
// page, where zod would be an eighth of the script a first visit downloads.
async function uploadResponseOf(body: unknown): Promise<UploadResponse> {
  const { uploadResponseSchema } = await import('../../../lib/first-visit-schemas');
  return uploadResponseSchema.parse(body);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageIn(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return undefined;
}
