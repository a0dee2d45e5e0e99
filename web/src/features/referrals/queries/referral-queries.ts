import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export interface ReferralView {
  id: number;
  referredEmail: string;
  status: 'pending' | 'completed' | 'credited';
  creditAmount: string;
  planUpgradedTo: string | null;
  createdAt: string;
  creditedAt: string | null;
}

export const referralKeys = {
  code: ['/api/referrals/generate-code'] as const,
  list: ['/api/referrals/my-referrals'] as const,
  credit: ['/api/account/credit'] as const,
};

/** The user's code: the call creates it on first use and returns the same code afterwards. */
export function useReferralCode(enabled: boolean) {
  return useQuery({
    queryKey: referralKeys.code,
    queryFn: () => apiJson<{ referralCode: string }>('POST', '/api/referrals/generate-code'),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMyReferrals(enabled: boolean) {
  return useQuery({
    queryKey: referralKeys.list,
    queryFn: () => apiJson<{ referrals: ReferralView[] }>('GET', '/api/referrals/my-referrals'),
    enabled,
  });
}

export function useAccountCredit(enabled: boolean) {
  return useQuery({
    queryKey: referralKeys.credit,
    queryFn: () => apiJson<{ accountCredit: string }>('GET', '/api/account/credit'),
    enabled,
  });
}
