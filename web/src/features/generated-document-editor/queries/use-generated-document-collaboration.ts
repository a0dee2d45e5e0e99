import { useQuery } from '@tanstack/react-query';
import { generatedDocumentKeys } from '../../../lib/query-keys';
import { fetchGeneratedDocumentCollaboration } from '../api/generated-document-api';

/** Whether the editor opens the document together with others, and as whom: the server decides. */
export function useGeneratedDocumentCollaboration(documentId: number) {
  return useQuery({
    queryKey: generatedDocumentKeys.collaboration(documentId),
    queryFn: () => fetchGeneratedDocumentCollaboration(documentId),
    enabled: Number.isInteger(documentId) && documentId > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
