import type { DocumentDetail } from '@doclens/api';
import { useQuery } from '@tanstack/react-query';
import { documentKeys } from '../../../lib/query-keys';
import { fetchDocument } from '../api/document-api';
import { DOCUMENT_POLL_INTERVAL_MS, isDocumentInProgress } from './document-polling';

/**
 * The document for /document/{id}, refetched while `stillChanging` says the pipeline may yet change
 * what the page shows (by default, while it is still working on the document). Each of those reads
 * is a long poll, answered as soon as the pipeline step ends.
 */
export function useDocumentView(
  documentId: number,
  stillChanging: (document: DocumentDetail) => boolean = isDocumentInProgress,
) {
  return useQuery({
    queryKey: documentKeys.detail(documentId),
    queryFn: ({ client, queryKey }) => {
      const shown = client.getQueryData<DocumentDetail>(queryKey);
      return fetchDocument(documentId, shown !== undefined && stillChanging(shown));
    },
    enabled: Number.isInteger(documentId) && documentId > 0,
    refetchInterval: (query) => {
      const document = query.state.data;
      return document && stillChanging(document) ? DOCUMENT_POLL_INTERVAL_MS : false;
    },
  });
}
