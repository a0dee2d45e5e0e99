import { useQuery } from '@tanstack/react-query';
import { fetchDocument } from '../api/document-api';
import { documentKeys } from './document-keys';

export function useDocument(documentId: number) {
  return useQuery({
    queryKey: documentKeys.detail(documentId),
    queryFn: () => fetchDocument(documentId),
    enabled: Number.isInteger(documentId) && documentId > 0,
  });
}
