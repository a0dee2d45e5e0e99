import { useQuery } from '@tanstack/react-query';
import { referralKeys } from '../../../lib/query-keys';
import { fetchReferralCode } from '../api/referral-api';

/** The code never changes once made, so it is asked for once per page load. */
export function useReferralCode(enabled: boolean) {
  return useQuery({
    queryKey: referralKeys.code,
    queryFn: fetchReferralCode,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
