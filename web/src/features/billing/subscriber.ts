import type { SubscriptionDetails } from '@doclens/api';

/**
 * A paid plan held through a subscription, which is switched rather than bought again. A plan an
 * admin granted has no subscription, so no interval: it is bought through checkout as before.
 */
export function isSubscriber(details: SubscriptionDetails | undefined): details is SubscriptionDetails {
  return details !== undefined && details.plan !== 'free' && details.status !== 'none' && details.interval !== null;
}
