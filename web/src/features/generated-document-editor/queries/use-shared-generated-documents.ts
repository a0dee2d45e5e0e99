import { useQuery } from '@tanstack/react-query';
import { generatedDocumentKeys } from '../../../lib/query-keys';
import { fetchSharedGeneratedDocuments } from '../api/generated-document-api';

/** Generated documents other enterprise users shared with this one. */
export function useSharedGeneratedDocuments() {
  return useQuery({ queryKey: generatedDocumentKeys.shared, queryFn: fetchSharedGeneratedDocuments });
}
