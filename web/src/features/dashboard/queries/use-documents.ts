import type { DocumentListResponse } from '@doclens/api';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '../../../lib/query-keys';
import { DOCUMENTS_POLL_INTERVAL_MS, isDocumentInProgress } from '../../documents/queries/document-polling';

/** The user's documents, newest first, polled while any of them is in flight. */
export function useDocuments() {
  return useQuery<DocumentListResponse>({
    queryKey: dashboardKeys.documents,
    refetchInterval: (query) =>
      query.state.data?.documents.some(isDocumentInProgress) ? DOCUMENTS_POLL_INTERVAL_MS : false,
  });
}
