import { useQuery } from '@tanstack/react-query';
import { generatedDocumentKeys } from '../../../lib/query-keys';
import { fetchGeneratedDocumentShares } from '../api/generated-document-api';

export function useGeneratedDocumentShares(documentId: number, options: { enabled: boolean }) {
  return useQuery({
    queryKey: generatedDocumentKeys.shares(documentId),
    queryFn: () => fetchGeneratedDocumentShares(documentId),
    enabled: options.enabled,
  });
}
