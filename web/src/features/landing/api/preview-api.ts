import type { DocumentPreview } from '@doclens/api';
import { apiJson } from '../../../lib/api-client';
import { landingKeys } from '../../../lib/query-keys';

/**
 * The free preview of a document (spec part 1 §3), checked against the shared schema. The schema
 * loads with the first preview, not with the landing page (see upload-document.ts).
 */
export async function fetchDocumentPreview(documentId: number): Promise<DocumentPreview> {
  const [{ documentPreviewSchema }, body] = await Promise.all([
    import('../../../lib/first-visit-schemas'),
    apiJson<unknown>('GET', landingKeys.preview(documentId)[0]),
  ]);
  return documentPreviewSchema.parse(body);
}
