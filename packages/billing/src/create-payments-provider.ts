import type { AppConfig } from '@doclens/config';
import type { Db } from '@doclens/db';
import { LocalPaymentsProvider } from './local-payments-provider';
import type { PaymentsProvider } from './payments-provider';
import { createStripeClient } from './stripe-client';
import { StripePaymentsProvider } from './stripe-payments-provider';
import { UnconfiguredPaymentsProvider } from './unconfigured-payments-provider';

/**
 * The configured provider: Stripe, the labelled local test checkout, or none at all (production
 * without Stripe keys, where the test checkout runs only when named; packages/config).
 */
export function createPaymentsProvider(config: AppConfig, db: Db): PaymentsProvider {
  const stripe = config.payments.stripe;
  if (config.payments.provider === 'none') return new UnconfiguredPaymentsProvider();
  if (config.payments.provider === 'local' || !stripe) return new LocalPaymentsProvider(db, config.http.appUrl);
  return new StripePaymentsProvider(createStripeClient(stripe), db, stripe, config.http.appUrl);
}
