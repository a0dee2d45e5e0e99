import type { GeneratedDocumentView } from '@doclens/api';
import { useQuery } from '@tanstack/react-query';
import { generatedDocumentKeys } from '../../../lib/query-keys';
import { fetchGeneratedDocument } from '../api/generated-document-api';
import { GENERATING_POLL_INTERVAL_MS } from './use-generated-documents';

/**
 * One generated document, followed while its draft is still being generated: each read is a long
 * poll the gateway answers when the draft is written, started again every 2 s at most.
 */
export function useGeneratedDocument(documentId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: generatedDocumentKeys.detail(documentId),
    queryFn: ({ client, queryKey }) =>
      fetchGeneratedDocument(documentId, client.getQueryData<GeneratedDocumentView>(queryKey)?.status === 'generating'),
    enabled: (options.enabled ?? true) && Number.isInteger(documentId) && documentId > 0,
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? GENERATING_POLL_INTERVAL_MS : false),
  });
}
