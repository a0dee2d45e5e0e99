import { applySubscriptionState, type Db, findUserById, type User } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import type { SubscriptionObserver } from './billing-emails';
import type { PaymentsProvider, ProviderSubscription } from './payments-provider';
import { rewardReferralOf } from './referral-reward';
import { type SubscriptionChange, subscriptionChangeBetween, subscriptionStateOf } from './subscription-change';
import { type Precedence, precedenceOf } from './subscription-precedence';

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

/** Another sync of the same account changing its subscription between our read and our write. */
const MAX_DECISIONS = 5;

/**
 * Re-reads the subscription from the provider and writes what it says to its user, whatever the
 * event that triggered it claimed: running it again, concurrently or late ends in the same state.
 * Only the account's own subscription changes its plan (subscription-precedence.ts); a newer live
 * one takes over and the older is ended at the provider, so one live subscription remains.
 */
export async function syncSubscriptionFromProvider(deps: SyncDeps, subscriptionId: string): Promise<SyncOutcome> {
  const { db, provider, logger } = deps;
  const subscription = await provider.retrieveSubscription(subscriptionId);
  if (!subscription) return { applied: false, reason: 'unknown_subscription' };
  for (let attempt = 0; attempt < MAX_DECISIONS; attempt += 1) {
    const user = await findUserById(db, subscription.userId);
    if (!user) return { applied: false, reason: 'unknown_user' };
    const precedence = await precedenceFor(provider, subscription, user);
    if (precedence.action === 'ignore' || precedence.action === 'end-it') {
      if (precedence.action === 'end-it') await endDuplicate(deps, subscription.id, user.id);
      logger.info({ userId: user.id, subscriptionId, action: precedence.action }, 'subscription not the account’s');
      return { applied: false, reason: 'superseded' };
    }
    const result = await applySubscriptionState(
      db,
      user.id,
      subscriptionStateOf(subscription),
      user.stripeSubscriptionId,
    );
    if (result === 'moved') continue;
    if (!result) return { applied: false, reason: 'unknown_user' };
    if (precedence.action === 'replace') await endDuplicate(deps, precedence.replaced, user.id);
    return afterApplied(deps, subscription, result);
  }
  throw new Error(`subscription ${subscriptionId}: its account kept changing subscription; retry the sync`);
}

async function precedenceFor(
  provider: PaymentsProvider,
  incoming: ProviderSubscription,
  user: User,
): Promise<Precedence> {
  const currentId = user.stripeSubscriptionId;
  const current =
    currentId && currentId !== incoming.id && incoming.status !== 'canceled'
      ? await provider.retrieveSubscription(currentId)
      : undefined;
  return precedenceOf(incoming, currentId, current);
}

/**
 * Ends a live subscription the account no longer follows, crediting its unused time. A failure is
 * logged, not thrown: the account's state is already right, and the duplicate's next event (its
 * renewal at the latest) comes back here and ends it then.
 */
async function endDuplicate({ provider, logger }: SyncDeps, subscriptionId: string, userId: string): Promise<void> {
  try {
    await provider.cancelNow(subscriptionId, { prorate: true });
    logger.info({ userId, subscriptionId }, 'duplicate subscription ended');
  } catch (error) {
    logger.error({ err: error, userId, subscriptionId }, 'duplicate subscription not ended yet');
  }
}

async function afterApplied(
  { db, provider, logger, onSynced }: SyncDeps,
  subscription: ProviderSubscription,
  { before, after }: { before: User; after: User },
): Promise<SyncOutcome> {
  const change = subscriptionChangeBetween(before, after);
  if (change === 'subscribed') await rewardReferralOf(db, after.email, subscription.plan, provider, logger);
  logger.info(
    { userId: after.id, subscriptionId: subscription.id, status: subscription.status, change },
    'subscription synced',
  );
  await onSynced?.({ user: after, subscription, change });
  return { applied: true, userId: after.id, change };
}
