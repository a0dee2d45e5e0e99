import type { DocumentDetail } from '@doclens/api';
import { apiJson } from '../../../lib/api-client';

/** Spec part 2 §7: saves the owner's edit of a document; the answer is the updated document. */
export function saveDocumentContent(documentId: number, content: string): Promise<DocumentDetail> {
  return apiJson<DocumentDetail>('PATCH', `/api/documents/${documentId}/content`, { content });
}
