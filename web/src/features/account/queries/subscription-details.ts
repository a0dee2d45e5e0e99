import type { SubscriptionDetails } from '@doclens/api';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** The signed-in user's subscription, shared by the account, pricing and checkout pages. */
export const SUBSCRIPTION_DETAILS_KEY = ['/api/subscription-details'] as const;

export function useSubscriptionDetails(signedIn: boolean) {
  return useQuery({
    queryKey: SUBSCRIPTION_DETAILS_KEY,
    queryFn: () => apiJson<SubscriptionDetails>('GET', '/api/subscription-details'),
    enabled: signedIn,
  });
}

/**
 * A paid plan held through a subscription, which is switched rather than bought again. A plan an
 * admin granted has no subscription, so no interval: it is bought through checkout as before.
 */
export function isSubscriber(details: SubscriptionDetails | undefined): details is SubscriptionDetails {
  return details !== undefined && details.plan !== 'free' && details.status !== 'none' && details.interval !== null;
}
