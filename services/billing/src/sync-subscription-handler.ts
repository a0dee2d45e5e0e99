import { type PaymentsProvider, type SubscriptionObserver, syncSubscriptionFromProvider } from '@doclens/billing';
import type { Db } from '@doclens/db';
import type { JobHandler, syncSubscription } from '@doclens/queue';

export interface SyncSubscriptionDeps {
  db: Db;
  provider: PaymentsProvider;
  onSynced: SubscriptionObserver;
}

/** Writes what the provider says of one subscription: every plan change goes through here. */
export function createSyncSubscriptionHandler(deps: SyncSubscriptionDeps): JobHandler<typeof syncSubscription> {
  return ({ subscriptionId }, { logger }) => syncSubscriptionFromProvider({ ...deps, logger }, subscriptionId);
}
