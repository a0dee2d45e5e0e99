import { useQuery } from '@tanstack/react-query';
import { fetchDocument } from '../api/document-api';
import { documentKeys } from './document-keys';
import { DOCUMENT_POLL_INTERVAL_MS, isDocumentInProgress } from './document-polling';

/** The document for /document/{id}, refetched while the pipeline is still working on it. */
export function useDocumentView(documentId: number) {
  return useQuery({
    queryKey: documentKeys.detail(documentId),
    queryFn: () => fetchDocument(documentId),
    enabled: Number.isInteger(documentId) && documentId > 0,
    refetchInterval: (query) => {
      const document = query.state.data;
      return document && isDocumentInProgress(document) ? DOCUMENT_POLL_INTERVAL_MS : false;
    },
  });
}
