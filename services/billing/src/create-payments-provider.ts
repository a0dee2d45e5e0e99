import type { AppConfig } from '@doclens/config';
import type { Db } from '@doclens/db';
import { LocalPaymentsProvider } from './local-payments-provider';
import type { PaymentsProvider } from './payments-provider';

export class PaymentsProviderUnavailableError extends Error {}

/** The configured provider. Stripe is refused rather than silently replaced by the test checkout. */
export function createPaymentsProvider(config: AppConfig, db: Db): PaymentsProvider {
  if (config.payments.provider === 'local') return new LocalPaymentsProvider(db, config.http.appUrl);
  throw new PaymentsProviderUnavailableError(
    'PAYMENTS_PROVIDER=stripe is not available in this build; unset STRIPE_SECRET_KEY to use the local test checkout',
  );
}
