import { useQuery } from '@tanstack/react-query';
import { authKeys } from '../../../lib/query-keys';
import { verifyEmail } from '../api/auth-api';

/** Consumes the emailed token; an empty token asks nothing. */
export function useEmailVerification(token: string) {
  return useQuery({
    queryKey: authKeys.emailVerification(token),
    queryFn: () => verifyEmail(token),
    // A token works once: never ask again on our own, only when the user presses Try Again.
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
