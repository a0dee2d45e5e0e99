import { useQuery } from '@tanstack/react-query';
import { generatedDocumentKeys } from '../../../lib/query-keys';
import { fetchGeneratedDocument } from '../api/generated-document-api';
import { GENERATING_POLL_INTERVAL_MS } from './use-generated-documents';

/** One generated document, followed every 2 s while its draft is still being generated. */
export function useGeneratedDocument(documentId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: generatedDocumentKeys.detail(documentId),
    queryFn: () => fetchGeneratedDocument(documentId),
    enabled: (options.enabled ?? true) && Number.isInteger(documentId) && documentId > 0,
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? GENERATING_POLL_INTERVAL_MS : false),
  });
}
