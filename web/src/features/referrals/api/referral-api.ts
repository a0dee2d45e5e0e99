import { apiJson } from '../../../lib/api-client';
import { referralKeys } from '../../../lib/query-keys';

export interface ReferralView {
  id: number;
  referredEmail: string;
  status: 'pending' | 'completed' | 'credited';
  creditAmount: string;
  planUpgradedTo: string | null;
  createdAt: string;
  creditedAt: string | null;
}

/** The user's code: the call creates it on first use and returns the same code afterwards. */
export function fetchReferralCode(): Promise<{ referralCode: string }> {
  return apiJson('POST', referralKeys.code[0]);
}

export function fetchMyReferrals(): Promise<{ referrals: ReferralView[] }> {
  return apiJson('GET', referralKeys.list[0]);
}

export function fetchAccountCredit(): Promise<{ accountCredit: string }> {
  return apiJson('GET', referralKeys.credit[0]);
}

/** The server refuses oneself, paying customers and an address referred before. */
export function createReferral(referrerEmail: string | undefined, referredEmail: string): Promise<unknown> {
  return apiJson('POST', '/api/referrals/create', { referrerEmail, referredEmail });
}
