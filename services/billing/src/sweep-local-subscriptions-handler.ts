import { randomUUID } from 'node:crypto';
import { LocalPaymentsProvider, type PaymentsProvider } from '@doclens/billing';
import { type JobHandler, type JobProducer, type sweepLocalSubscriptions, syncSubscription } from '@doclens/queue';

/**
 * Renews or ends the local test checkout's subscriptions whose period is over, each through the
 * sync job like a provider event; other providers renew on their own and have nothing to sweep.
 */
export function createSweepLocalSubscriptionsHandler(
  provider: PaymentsProvider,
  jobs: Pick<JobProducer, 'enqueue'>,
): JobHandler<typeof sweepLocalSubscriptions> {
  return async ({ requestId }) => {
    if (!(provider instanceof LocalPaymentsProvider)) return { swept: 0 };
    const due = await provider.renewOrEndDue();
    for (const subscriptionId of due) {
      await jobs.enqueue(syncSubscription, { subscriptionId, cause: `sweep-${randomUUID()}`, requestId });
    }
    return { swept: due.length };
  };
}
