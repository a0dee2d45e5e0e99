import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { fetchAdminUsers } from '../api/admin-api';

/** One page of the user list; the previous page stays on screen while the next one loads. */
export function useAdminUsers(page: number, search: string) {
  return useQuery({
    queryKey: adminKeys.users(page, search),
    queryFn: () => fetchAdminUsers(page, search),
    placeholderData: keepPreviousData,
  });
}
