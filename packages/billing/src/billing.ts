import type { AppConfig } from '@doclens/config';
import type { Db } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import type { JobProducer } from '@doclens/queue';
import { queueBillingEmails } from './billing-emails';
import { BillingOperations } from './billing-operations';
import { createPaymentsProvider } from './create-payments-provider';
import { logPaymentsMode } from './payments-mode';
import type { PaymentsProvider } from './payments-provider';

/** The configured payments provider and the operations on it, built once per process. */
export interface Billing {
  provider: PaymentsProvider;
  operations: BillingOperations;
}

export interface BillingSetup {
  config: AppConfig;
  db: Db;
  logger: Logger;
  /** Where the emails a subscription change calls for are queued. */
  emails: Pick<JobProducer, 'enqueue'>;
}

/**
 * Every caller (the gateway's billing and admin routes alike) gets the same provider and the same
 * operations, so a plan changed by an admin sends the same emails as one changed by its owner.
 */
export function createBilling({ config, db, logger, emails }: BillingSetup): Billing {
  const provider = createPaymentsProvider(config, db);
  logPaymentsMode(config, logger);
  const operations = new BillingOperations({ db, provider, logger, onSynced: queueBillingEmails(emails, logger) });
  return { provider, operations };
}
