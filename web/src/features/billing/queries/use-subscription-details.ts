import { useQuery } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys';
import { fetchSubscriptionDetails } from '../api/billing-api';

/** The signed-in user's subscription, shared by the account, pricing and checkout pages. */
export function useSubscriptionDetails(signedIn: boolean) {
  return useQuery({
    queryKey: accountKeys.subscriptionDetails,
    queryFn: fetchSubscriptionDetails,
    enabled: signedIn,
  });
}
