import type { DocumentPreview } from '@doclens/api';
import { useQuery } from '@tanstack/react-query';
import { landingKeys } from '../../../lib/query-keys';
import { fetchDocumentPreview } from '../api/preview-api';

export const PREVIEW_POLL_INTERVAL_MS = 2000;

/** A failed document will not change on its own, so polling stops there as well as on completion. */
function isFinished(preview: DocumentPreview | undefined): boolean {
  return preview?.status === 'completed' || preview?.status === 'failed';
}

/** Spec part 1 §4: polled every 2 s while a numeric id is set, until completed; never on focus. */
export function useDocumentPreview(documentId: number | null) {
  const enabled = typeof documentId === 'number' && Number.isFinite(documentId);
  return useQuery({
    queryKey: landingKeys.preview(documentId ?? 0),
    queryFn: () => fetchDocumentPreview(documentId ?? 0),
    enabled,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : PREVIEW_POLL_INTERVAL_MS),
    refetchOnWindowFocus: false,
    // A passing network blip should not end the preview: the next poll tries again.
    retry: 2,
  });
}
