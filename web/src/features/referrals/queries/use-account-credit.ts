import { useQuery } from '@tanstack/react-query';
import { referralKeys } from '../../../lib/query-keys';
import { fetchAccountCredit } from '../api/referral-api';

export function useAccountCredit(enabled: boolean) {
  return useQuery({ queryKey: referralKeys.credit, queryFn: fetchAccountCredit, enabled });
}
