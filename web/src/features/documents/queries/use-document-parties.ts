import { useQuery } from '@tanstack/react-query';
import { documentKeys } from '../../../lib/query-keys';
import { fetchDocumentParties } from '../api/document-api';

/**
 * The parties the document's extracted text names, for "Which party are you?" on step 2. Asked
 * for once the text is read; a failure only leaves the question out, since it is optional.
 */
export function useDocumentParties(documentId: number, textReady: boolean) {
  return useQuery({
    queryKey: documentKeys.parties(documentId),
    queryFn: () => fetchDocumentParties(documentId),
    enabled: textReady && Number.isInteger(documentId) && documentId > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
