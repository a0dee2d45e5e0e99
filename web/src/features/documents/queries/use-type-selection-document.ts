import { useQuery } from '@tanstack/react-query';
import { fetchDocument } from '../api/document-api';
import { documentKeys } from './document-keys';
import { DOCUMENT_POLL_INTERVAL_MS, isExtractionPending } from './document-polling';

/**
 * The document for step 2, refetched while its text is being read, so that a file that cannot be
 * read (password-protected, damaged) says so on the step instead of when the user presses Analyze.
 */
export function useTypeSelectionDocument(documentId: number) {
  return useQuery({
    queryKey: documentKeys.detail(documentId),
    queryFn: () => fetchDocument(documentId),
    enabled: Number.isInteger(documentId) && documentId > 0,
    refetchInterval: (query) => {
      const document = query.state.data;
      return document && isExtractionPending(document) ? DOCUMENT_POLL_INTERVAL_MS : false;
    },
  });
}
