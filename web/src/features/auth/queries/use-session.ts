import type { PublicUser } from '@doclens/api';
import { useQuery } from '@tanstack/react-query';
import { authKeys } from '../../../lib/query-keys';
import { fetchSessionUser } from '../api/auth-api';

const SESSION_FRESH_MS = 5 * 60_000;
const SESSION_CACHED_MS = 10 * 60_000;

export interface Session {
  user: PublicUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/**
 * Spec part 1 §9: fresh 5 min, cached 10 min, retried once, not refetched on focus. "Refetched on
 * mount" is read as: every load of the app asks, and a component mounting later asks again only
 * once the answer is stale; 'always' made every component that reads the session (routes, header,
 * upload panel) ask again on each page load (docs/decisions.md).
 */
export function useSession(): Session {
  const query = useQuery({
    queryKey: authKeys.user,
    queryFn: fetchSessionUser,
    staleTime: SESSION_FRESH_MS,
    gcTime: SESSION_CACHED_MS,
    retry: 1,
    refetchOnMount: true,
    refetchOnWindowFocus: false,
  });
  // A failed fetch counts as signed out: the visitor can still use the public pages.
  const user = query.isError ? null : (query.data ?? null);
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}
