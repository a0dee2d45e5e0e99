import { type Db, listHeldSubscriptionIds, listOpenCheckoutIds } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import { type JobProducer, syncSubscription } from '@doclens/queue';
import { sendCreditsToProvider } from './credits-at-provider';
import type { PaymentsProvider } from './payments-provider';

export interface ResyncDeps {
  db: Db;
  provider: PaymentsProvider;
  jobs: Pick<JobProducer, 'enqueue'>;
  logger: Logger;
}

/** How far back an unfinished checkout is looked up again: Stripe expires sessions after a day. */
const OPEN_CHECKOUT_LOOKBACK_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Replays what missed webhooks would have done: queues a sync of every subscription a user holds,
 * and of every subscription a recent checkout paid for that the product never saw; and sends the
 * provider any credit it could not take at the time. Each sync
 * re-reads Stripe, so running this any number of times is safe. Returns the subscriptions queued.
 */
export async function resyncSubscriptions(
  { db, provider, jobs, logger }: ResyncDeps,
  cause: string,
): Promise<string[]> {
  // Without a provider there is no subscription or checkout to look up.
  if (provider.id === 'none') return [];
  const held = await listHeldSubscriptionIds(db);
  const open = await listOpenCheckoutIds(db, provider.id, new Date(Date.now() - OPEN_CHECKOUT_LOOKBACK_MS));
  const ids = new Set(held);
  for (const id of open) {
    const session = await provider.retrieveCheckoutSession(id);
    if (session?.subscriptionId) ids.add(session.subscriptionId);
  }
  for (const subscriptionId of ids) {
    await jobs.enqueue(syncSubscription, { subscriptionId, cause, requestId: cause });
  }
  const credits = await sendCreditsToProvider({ db, provider, logger });
  logger.info({ subscriptions: ids.size, openCheckouts: open.length, credits, cause }, 'subscription resync queued');
  return [...ids];
}
