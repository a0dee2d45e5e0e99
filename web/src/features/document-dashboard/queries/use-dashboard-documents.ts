import type { DocumentListResponse } from '@doclens/api';
import { useQuery } from '@tanstack/react-query';
import { documentDashboardKeys } from '../../../lib/query-keys';
import { DOCUMENTS_POLL_INTERVAL_MS, isDocumentInProgress } from '../../documents/queries/document-polling';

/** Spec part 2 §9: the list is cached for 30 s. */
export const DASHBOARD_DOCUMENTS_STALE_MS = 30_000;

/** All the user's documents, archived ones included, refetched while any is still being worked on. */
export function useDashboardDocuments() {
  return useQuery<DocumentListResponse>({
    queryKey: documentDashboardKeys.documents,
    staleTime: DASHBOARD_DOCUMENTS_STALE_MS,
    refetchInterval: (query) =>
      query.state.data?.documents.some(isDocumentInProgress) ? DOCUMENTS_POLL_INTERVAL_MS : false,
  });
}
