import type { DocumentListItem } from '@doclens/api';
import { apiJson } from '../../../lib/api-client';

export function retryDocument(documentId: number): Promise<DocumentListItem> {
  return apiJson<DocumentListItem>('POST', `/api/documents/${documentId}/retry`);
}
