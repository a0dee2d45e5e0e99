import type { BulkUploadDetail } from '@doclens/api';
import { useQuery } from '@tanstack/react-query';
import { fetchBulkUpload, fetchBulkUploads } from '../api/bulk-api';

/**
 * Spec part 2 §9: a running bulk analysis is polled every 2 seconds; a batch's own page does so
 * with long polls the gateway answers as soon as one of its files is done.
 */
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
    queryFn: ({ client, queryKey }) => {
      const shown = client.getQueryData<BulkUploadDetail>(queryKey);
      return fetchBulkUpload(id ?? 0, shown !== undefined && shown.status !== 'completed');
    },
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? false : BULK_POLL_INTERVAL_MS),
  });
}
