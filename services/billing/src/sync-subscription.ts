import { applySubscriptionState, type Db, findUserById } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import type { SubscriptionObserver } from './billing-emails';
import type { PaymentsProvider } from './payments-provider';
import { rewardReferralOf } from './referral-reward';
import { type SubscriptionChange, subscriptionChangeBetween, subscriptionStateOf } from './subscription-change';

export interface SyncDeps {
  db: Db;
  provider: PaymentsProvider;
  logger: Logger;
  /** Told of every applied state, e.g. to email the user about the change. */
  onSynced?: SubscriptionObserver;
}

export type SyncOutcome =
  | { applied: true; userId: string; change: SubscriptionChange }
  | { applied: false; reason: 'unknown_subscription' | 'unknown_user' | 'superseded' };

/**
 * Re-reads the subscription from the provider and writes what it says to its user, whatever the
 * event that triggered it claimed: running it again, concurrently or late ends in the same state.
 */
export async function syncSubscriptionFromProvider(
  { db, provider, logger, onSynced }: SyncDeps,
  subscriptionId: string,
): Promise<SyncOutcome> {
  const subscription = await provider.retrieveSubscription(subscriptionId);
  if (!subscription) return { applied: false, reason: 'unknown_subscription' };
  const user = await findUserById(db, subscription.userId);
  if (!user) return { applied: false, reason: 'unknown_user' };
  // An old subscription ending must not take away the plan of a newer one.
  const superseded = user.stripeSubscriptionId !== null && user.stripeSubscriptionId !== subscription.id;
  if (superseded && subscription.status === 'canceled') return { applied: false, reason: 'superseded' };
  const result = await applySubscriptionState(db, user.id, subscriptionStateOf(subscription));
  if (!result) return { applied: false, reason: 'unknown_user' };
  const change = subscriptionChangeBetween(result.before, result.after);
  if (change === 'subscribed') await rewardReferralOf(db, result.after.email, subscription.plan, provider, logger);
  logger.info({ userId: user.id, subscriptionId, status: subscription.status, change }, 'subscription synced');
  await onSynced?.({ user: result.after, subscription, change });
  return { applied: true, userId: user.id, change };
}
