import type { BulkUploadDetail, BulkUploadSummary, CreateBulkUpload } from '@doclens/api';
import { apiJson, apiRequest, throwIfNotOk } from '../../../lib/api-client';
import { longPollPath } from '../../../lib/long-poll';

export function fetchBulkUploads(): Promise<{ bulkUploads: BulkUploadSummary[] }> {
  return apiJson('GET', '/api/bulk-uploads');
}

/** With `running`, the gateway holds the request until one of its files is done (or 20 s pass). */
export function fetchBulkUpload(id: number, running = false): Promise<BulkUploadDetail> {
  return apiJson('GET', longPollPath(`/api/bulk-uploads/${id}`, running));
}

export function createBulkUpload(body: CreateBulkUpload): Promise<{ id: number }> {
  return apiJson('POST', '/api/bulk-uploads', body);
}

/** All the batch's PDFs in one multipart request, under the field `files`. */
export async function uploadBulkFiles(id: number, files: readonly File[]): Promise<BulkUploadDetail> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const response = await fetch(`/api/bulk-uploads/${id}/files`, { method: 'POST', credentials: 'include', body: form });
  await throwIfNotOk(response);
  return (await response.json()) as BulkUploadDetail;
}

export function retryBulkFile(id: number, fileId: number): Promise<BulkUploadDetail> {
  return apiJson('POST', `/api/bulk-uploads/${id}/files/${fileId}/retry`);
}

export async function deleteBulkUpload(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/bulk-uploads/${id}`);
}

export function exportUrl(id: number, format: 'csv' | 'xlsx'): string {
  return `/api/bulk-uploads/${id}/export?format=${format}`;
}

/** The batch's PDF, opened at a page by the browser's viewer. */
export function filePageUrl(id: number, fileId: number, page: number): string {
  return `/api/bulk-uploads/${id}/files/${fileId}/file#page=${page}`;
}
