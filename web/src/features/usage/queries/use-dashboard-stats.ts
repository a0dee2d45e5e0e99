import type { DashboardStats } from '@doclens/api';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '../../../lib/query-keys';

/** The signed-in user's counts and monthly usage; `enabled` is false for visitors (no account). */
export function useDashboardStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<DashboardStats>({ queryKey: dashboardKeys.stats, enabled });
}
