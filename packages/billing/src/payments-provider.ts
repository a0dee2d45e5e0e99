import type { BillingIntervalId, PaidPlanId } from '@doclens/api';
import type { PaymentsProviderId } from '@doclens/config';

/** A subscription as the provider (Stripe, or the local test provider) holds it. */
export interface ProviderSubscription {
  id: string;
  userId: string;
  plan: PaidPlanId;
  interval: BillingIntervalId;
  /** When the provider created it: of two live subscriptions of one user, the newer is kept. */
  createdAt: Date;
  /** past_due: a renewal payment failed and the provider is still retrying it. */
  status: 'active' | 'past_due' | 'canceled';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

export interface CheckoutSessionCreated {
  sessionId: string;
  checkoutUrl: string;
}

export interface CheckoutSessionResult {
  userId: string;
  plan: PaidPlanId;
  /** Set once the customer has paid; null while the session is still open. */
  subscriptionId: string | null;
}

export interface CheckoutCustomer {
  userId: string;
  email: string;
}

/** What the billing code needs from a payments provider; Stripe and the local test provider implement it. */
export interface PaymentsProvider {
  readonly id: PaymentsProviderId;
  createCheckoutSession(
    customer: CheckoutCustomer,
    plan: PaidPlanId,
    interval: BillingIntervalId,
  ): Promise<CheckoutSessionCreated>;
  /** Undefined when the provider has no such session. */
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionResult | undefined>;
  /** Undefined when the provider has no such subscription. */
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | undefined>;
  setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<void>;
  /**
   * Ends the subscription now. Without `prorate`, no refund (account deletion); with it, the unused
   * time is credited to the customer (a duplicate subscription replaced by a newer one).
   */
  cancelNow(subscriptionId: string, options?: { prorate: boolean }): Promise<void>;
  /**
   * Moves the subscription to another plan or interval at once, prorating the difference (Stripe:
   * the item's price is replaced with `proration_behavior: 'create_prorations'`). A subscription set
   * to end is renewed by the change. A new interval starts a new period now, as Stripe's does.
   */
  changePlan(subscriptionId: string, plan: PaidPlanId, interval: BillingIntervalId): Promise<void>;
  /**
   * Puts credit where the provider takes it off the next invoice (Stripe: customer balance), once
   * per `reference`. The credit ledger is written by the caller whatever the provider.
   */
  creditCustomer(customer: CheckoutCustomer, amountUsd: number, reference: string): Promise<void>;
  /**
   * Where the customer updates their card and sees their invoices (Stripe's customer portal),
   * returning to the account page; undefined when the provider keeps no payment methods.
   */
  paymentMethodsUrl(customer: CheckoutCustomer): Promise<string | undefined>;
}
