import type { DocumentListItem } from '@doclens/api';
import { apiJson } from '../../../lib/api-client';

/** Restarts the pipeline of a failed document from the stage it failed in. */
export function retryDocument(documentId: number): Promise<DocumentListItem> {
  return apiJson<DocumentListItem>('POST', `/api/documents/${documentId}/retry`);
}
