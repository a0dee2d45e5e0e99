import type { DocumentListItem } from '@doclens/api';
import { apiJson } from '../../../lib/api-client';

/** Spec part 2 §7: archiving is a toggle; the answer is the document with its new state. */
export function toggleDocumentArchive(documentId: number): Promise<DocumentListItem> {
  return apiJson<DocumentListItem>('POST', `/api/documents/${documentId}/archive`);
}
