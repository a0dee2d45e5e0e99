import type { DocumentPartiesResponse } from '@doclens/api';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/**
 * The parties the document's extracted text names, for "Which party are you?" on step 2. Asked
 * for once the text is read; a failure only leaves the question out, since it is optional.
 */
export function useDocumentParties(documentId: number, textReady: boolean) {
  return useQuery({
    queryKey: [`/api/documents/${documentId}/parties`] as const,
    queryFn: () => apiJson<DocumentPartiesResponse>('GET', `/api/documents/${documentId}/parties`),
    enabled: textReady && Number.isInteger(documentId) && documentId > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
