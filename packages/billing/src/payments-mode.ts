import type { AppConfig, PaymentsProviderId } from '@doclens/config';
import type { Logger } from '@doclens/logger';

const WHAT_IT_MEANS: Record<PaymentsProviderId, string> = {
  stripe: 'paid plans are sold through Stripe',
  local: 'the labelled test checkout grants paid plans without any payment',
  none: 'payments are not configured: checkout answers 503 and no paid plan can be bought',
};

/**
 * Says at start-up which payment mode is active, so an operator sees at once whether plans are
 * sold through Stripe, given away by the test checkout, or not sold at all. A production server
 * that sells nothing or gives plans away is worth a warning.
 */
export function logPaymentsMode(config: AppConfig, logger: Logger): void {
  const paymentsProvider = config.payments.provider;
  const worthAWarning = config.isProduction && paymentsProvider !== 'stripe';
  const line = { paymentsProvider, meaning: WHAT_IT_MEANS[paymentsProvider] };
  if (worthAWarning) logger.warn(line, 'payments mode');
  else logger.info(line, 'payments mode');
}
