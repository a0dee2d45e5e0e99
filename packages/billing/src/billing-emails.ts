import type { PlanId } from '@doclens/api';
import type { User } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import { type JobProducer, type PayloadOf, sendBillingEmail } from '@doclens/queue';
import type { ProviderSubscription } from './payments-provider';
import type { SubscriptionChange } from './subscription-change';

/** What the sync tells its observer after writing a subscription to its user. */
export interface SubscriptionSynced {
  user: User;
  subscription: ProviderSubscription;
  change: SubscriptionChange;
}

/** Called by the sync after each applied subscription state; failures are the observer's own. */
export type SubscriptionObserver = (synced: SubscriptionSynced) => Promise<void>;

export type BillingEmail = Omit<PayloadOf<typeof sendBillingEmail>, 'requestId'>;

/**
 * The email a synced state calls for, if any. The cause names the subscription and what changed,
 * so a repeated or concurrent sync of the same change queues the same job id, which runs once.
 */
export function billingEmailFor({ user, subscription, change }: SubscriptionSynced): BillingEmail | undefined {
  const base = { to: user.email, name: user.name, plan: user.plan as PlanId };
  const periodEnd = subscription.currentPeriodEnd.toISOString();
  const stamp = subscription.currentPeriodEnd.getTime();
  if (change === 'subscribed' || change === 'plan_changed') {
    return { ...base, kind: 'receipt', periodEnd, cause: `${subscription.id}-${change}-${user.plan}-${stamp}` };
  }
  if (change === 'cancelling') {
    return { ...base, kind: 'cancellation', periodEnd, cause: `${subscription.id}-cancel-${stamp}` };
  }
  if (change === 'reactivated') {
    return { ...base, kind: 'reactivated', periodEnd, cause: `${subscription.id}-reactivated-${stamp}` };
  }
  // The user's row already holds the free plan: the email names the plan that ended.
  if (change === 'ended') {
    return {
      ...base,
      plan: subscription.plan,
      kind: 'plan_ended',
      periodEnd,
      cause: `${subscription.id}-ended-${stamp}`,
    };
  }
  if (subscription.status === 'past_due') {
    return { ...base, kind: 'renewal_failed', periodEnd, cause: `${subscription.id}-past-due-${stamp}` };
  }
  return undefined;
}

/** The mail worker's email for account deletion; the user row is gone by the time it is sent. */
export function accountDeletedEmail(user: Pick<User, 'id' | 'email' | 'name'>, requestId: string): BillingEmail {
  return {
    kind: 'account_deleted',
    to: user.email,
    name: user.name,
    plan: 'free',
    periodEnd: null,
    cause: `deleted-${user.id}-${requestId}`.replace(/[^\w.-]/g, '_').slice(0, 255),
  };
}

/**
 * Queues the email of each subscription change on the mail queue. A failed enqueue is logged,
 * not thrown: the change is already applied and must not be retried for the sake of an email.
 */
export function queueBillingEmails(jobs: Pick<JobProducer, 'enqueue'>, logger: Logger): SubscriptionObserver {
  return async (synced) => {
    const email = billingEmailFor(synced);
    if (!email) return;
    try {
      await jobs.enqueue(sendBillingEmail, { ...email, requestId: email.cause.slice(0, 200) });
    } catch (error) {
      logger.error({ err: error, kind: email.kind, userId: synced.user.id }, 'could not queue billing email');
    }
  };
}
