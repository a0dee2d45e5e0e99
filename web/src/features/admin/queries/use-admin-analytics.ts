import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { fetchAdminAnalytics } from '../api/admin-api';

/** The admin figures refresh every 30 s while the page is open, so queue counts stay current. */
const ANALYTICS_REFRESH_MS = 30_000;

export function useAdminAnalytics() {
  return useQuery({
    queryKey: adminKeys.analytics,
    queryFn: fetchAdminAnalytics,
    refetchInterval: ANALYTICS_REFRESH_MS,
  });
}
