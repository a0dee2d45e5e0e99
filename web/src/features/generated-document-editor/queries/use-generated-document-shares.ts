import { useQuery } from '@tanstack/react-query';
import { fetchGeneratedDocumentShares } from '../api/generated-document-api';
import { generatedDocumentKeys } from './generated-document-keys';

export function useGeneratedDocumentShares(documentId: number, options: { enabled: boolean }) {
  return useQuery({
    queryKey: generatedDocumentKeys.shares(documentId),
    queryFn: () => fetchGeneratedDocumentShares(documentId),
    enabled: options.enabled,
  });
}
