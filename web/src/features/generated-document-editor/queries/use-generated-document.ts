import { useQuery } from '@tanstack/react-query';
import { fetchGeneratedDocument } from '../api/generated-document-api';
import { generatedDocumentKeys } from './generated-document-keys';

export function useGeneratedDocument(documentId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: generatedDocumentKeys.detail(documentId),
    queryFn: () => fetchGeneratedDocument(documentId),
    enabled: (options.enabled ?? true) && Number.isInteger(documentId) && documentId > 0,
  });
}
