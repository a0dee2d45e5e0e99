import type { SubscriptionState, User } from '@doclens/db';
import type { ProviderSubscription } from './payments-provider';

/**
 * What the user has for a provider subscription. A failed renewal (past_due) keeps the plan while
 * the provider retries the payment; access ends when the provider gives up and cancels
 * (docs/decisions.md, "Payment failure").
 */
export function subscriptionStateOf(subscription: ProviderSubscription): SubscriptionState {
  if (subscription.status === 'canceled') {
    return {
      plan: 'free',
      subscriptionId: null,
      subscriptionEndDate: null,
      pastDue: false,
      subscriptionInterval: null,
      periodEnd: null,
    };
  }
  return {
    plan: subscription.plan,
    subscriptionId: subscription.id,
    subscriptionEndDate: subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
    pastDue: subscription.status === 'past_due',
    subscriptionInterval: subscription.interval,
    periodEnd: subscription.currentPeriodEnd,
  };
}

export type SubscriptionChange = 'subscribed' | 'plan_changed' | 'cancelling' | 'reactivated' | 'ended' | 'none';

/** The change a user sees between two states of their row; one email is sent per change. */
export function subscriptionChangeBetween(before: User, after: User): SubscriptionChange {
  if (before.plan === 'free' && after.plan !== 'free') return 'subscribed';
  if (before.plan !== 'free' && after.plan === 'free') return 'ended';
  if (after.plan === 'free') return 'none';
  if (before.plan !== after.plan) return 'plan_changed';
  // A switch of interval is a change of what is paid; a row written before intervals were kept is not.
  if (before.subscriptionInterval !== null && before.subscriptionInterval !== after.subscriptionInterval)
    return 'plan_changed';
  if (!before.subscriptionEndDate && after.subscriptionEndDate) return 'cancelling';
  if (before.subscriptionEndDate && !after.subscriptionEndDate) return 'reactivated';
  return 'none';
}
