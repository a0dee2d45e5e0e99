import { useQuery } from '@tanstack/react-query';
import { documentKeys } from '../../../lib/query-keys';
import { fetchDocument } from '../api/document-api';

export function useDocument(documentId: number) {
  return useQuery({
    queryKey: documentKeys.detail(documentId),
    queryFn: () => fetchDocument(documentId),
    enabled: Number.isInteger(documentId) && documentId > 0,
  });
}
