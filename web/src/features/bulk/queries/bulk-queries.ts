import { useQuery } from '@tanstack/react-query';
import { fetchBulkUpload, fetchBulkUploads } from '../api/bulk-api';

/** Spec part 2 §9: a running bulk analysis is polled every 2 seconds. */
export const BULK_POLL_INTERVAL_MS = 2_000;

export const bulkKeys = {
  list: ['/api/bulk-uploads'] as const,
  detail: (id: number) => ['/api/bulk-uploads', id] as const,
};

export function useBulkUploads(enabled: boolean) {
  return useQuery({
    queryKey: bulkKeys.list,
    queryFn: fetchBulkUploads,
    enabled,
    refetchInterval: (query) =>
      query.state.data?.bulkUploads.some((batch) => batch.status !== 'completed' && batch.totalFiles > 0)
        ? BULK_POLL_INTERVAL_MS
        : false,
  });
}

export function useBulkUpload(id: number | null) {
  return useQuery({
    queryKey: bulkKeys.detail(id ?? 0),
    queryFn: () => fetchBulkUpload(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? false : BULK_POLL_INTERVAL_MS),
  });
}
