import { useQuery } from '@tanstack/react-query';
import { referralKeys } from '../../../lib/query-keys';
import { fetchMyReferrals } from '../api/referral-api';

export function useMyReferrals(enabled: boolean) {
  return useQuery({ queryKey: referralKeys.list, queryFn: fetchMyReferrals, enabled });
}
