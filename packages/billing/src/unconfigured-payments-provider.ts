import type { PaymentsProvider } from './payments-provider';

/**
 * No payments provider (production without Stripe keys and without PAYMENTS_PROVIDER=local):
 * nothing can be bought, so no session or subscription of it exists. BillingOperations answers a
 * checkout with 503 before it gets here.
 */
export class UnconfiguredPaymentsProvider implements PaymentsProvider {
  readonly id = 'none' as const;

  async createCheckoutSession(): Promise<never> {
    throw new Error('payments are not configured: no checkout session can be created');
  }

  async retrieveCheckoutSession(): Promise<undefined> {
    return undefined;
  }

  async retrieveSubscription(): Promise<undefined> {
    return undefined;
  }

  async setCancelAtPeriodEnd(): Promise<never> {
    throw new Error('payments are not configured: there is no subscription to change');
  }

  async changePlan(): Promise<never> {
    throw new Error('payments are not configured: there is no subscription to change');
  }

  /** A subscription this server cannot see has nothing to stop here. */
  async cancelNow(): Promise<void> {}

  /** The credit ledger keeps the credit; there is no invoice to take it off. */
  async creditCustomer(): Promise<void> {}

  async paymentMethodsUrl(): Promise<undefined> {
    return undefined;
  }
}
