import { type DocumentPreview, documentPreviewSchema } from '@doclens/api';
import { apiJson } from '../../../lib/api-client';

export function documentPreviewUrl(documentId: number): string {
  return `/api/documents/${documentId}/preview`;
}

/** The free preview of a document (spec part 1 §3), checked against the shared schema. */
export async function fetchDocumentPreview(documentId: number): Promise<DocumentPreview> {
  return documentPreviewSchema.parse(await apiJson<unknown>('GET', documentPreviewUrl(documentId)));
}
