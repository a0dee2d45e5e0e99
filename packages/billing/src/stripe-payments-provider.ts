import type { BillingIntervalId, PaidPlanId } from '@doclens/api';
import type { StripeSettings } from '@doclens/config';
import {
  completeCheckoutSession,
  type Db,
  findUserByCustomerId,
  findUserById,
  insertCheckoutSession,
  setStripeCustomerId,
} from '@doclens/db';
import type Stripe from 'stripe';
import type {
  CheckoutCustomer,
  CheckoutSessionCreated,
  CheckoutSessionResult,
  PaymentsProvider,
  ProviderSubscription,
} from './payments-provider';
import { isStripeMissing } from './stripe-client';

/**
 * Stripe: subscription-mode Checkout Sessions with the configured prices, one customer per user
 * (stored on the user), cancel at period end, and referral credit as customer balance.
 */
export class StripePaymentsProvider implements PaymentsProvider {
  readonly id = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly db: Db,
    private readonly settings: StripeSettings,
    private readonly appUrl: string,
  ) {}

  async createCheckoutSession(
    customer: CheckoutCustomer,
    plan: PaidPlanId,
    interval: BillingIntervalId,
  ): Promise<CheckoutSessionCreated> {
    const customerId = await this.customerIdOf(customer);
    const metadata = { userId: customer.userId, plan, interval };
    const success = new URL('/account', this.appUrl);
    success.searchParams.set('success', 'true');
    success.searchParams.set('plan', plan);
    const cancel = new URL('/checkout', this.appUrl);
    cancel.searchParams.set('plan', plan);
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: customer.userId,
      line_items: [{ price: this.settings.priceIds[plan][interval], quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      // Stripe fills the placeholder in; it must stay unescaped.
      success_url: `${success.toString()}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: cancel.toString(),
    });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    await insertCheckoutSession(this.db, {
      id: session.id,
      userId: customer.userId,
      plan,
      billingInterval: interval,
      provider: 'stripe',
    });
    return { sessionId: session.id, checkoutUrl: session.url };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionResult | undefined> {
    const session = await this.orMissing(() => this.stripe.checkout.sessions.retrieve(sessionId));
    if (session?.mode !== 'subscription') return undefined;
    const userId = session.client_reference_id ?? session.metadata?.userId;
    const plan = paidPlanOf(session.metadata?.plan);
    if (!userId || !plan) return undefined;
    const paid = session.status === 'complete' && session.payment_status !== 'unpaid';
    const subscriptionId = paid ? idOf(session.subscription) : null;
    // Our copy of the session is marked paid too, so the resync stops looking it up.
    if (subscriptionId) await completeCheckoutSession(this.db, sessionId, subscriptionId);
    return { userId, plan, subscriptionId };
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | undefined> {
    const subscription = await this.orMissing(() => this.stripe.subscriptions.retrieve(subscriptionId));
    if (!subscription) return undefined;
    const userId = await this.userIdOf(subscription);
    const item = subscription.items.data[0];
    const price = this.priceOf(item?.price.id);
    const plan = price?.plan ?? paidPlanOf(subscription.metadata.plan);
    if (!userId || !plan || !item) return undefined;
    return {
      id: subscription.id,
      userId,
      plan,
      interval: price?.interval ?? (item.price.recurring?.interval === 'year' ? 'year' : 'month'),
      createdAt: new Date(subscription.created * 1000),
      status: statusOf(subscription.status),
      currentPeriodEnd: new Date(item.current_period_end * 1000),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    };
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<void> {
    await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancelAtPeriodEnd });
  }

  async cancelNow(subscriptionId: string, options?: { prorate: boolean }): Promise<void> {
    const subscription = await this.orMissing(() => this.stripe.subscriptions.retrieve(subscriptionId));
    if (!subscription || subscription.status === 'canceled') return;
    // invoice_now with prorate puts the unused time on a final invoice now, as customer credit.
    await this.stripe.subscriptions.cancel(
      subscriptionId,
      options?.prorate ? { prorate: true, invoice_now: true } : {},
    );
  }

  async changePlan(subscriptionId: string, plan: PaidPlanId, interval: BillingIntervalId): Promise<void> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item to change`);
    await this.stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: this.settings.priceIds[plan][interval] }],
      proration_behavior: 'create_prorations',
      cancel_at_period_end: false,
    });
  }

  /** Credit lands on the customer's balance, which Stripe takes off their next invoice. */
  async creditCustomer(customer: CheckoutCustomer, amountUsd: number, reference: string): Promise<void> {
    const customerId = await this.customerIdOf(customer);
    await this.stripe.customers.createBalanceTransaction(
      customerId,
      {
        amount: -Math.round(amountUsd * 100),
        currency: 'usd',
        description: 'DocLens account credit',
        metadata: { reference },
      },
      { idempotencyKey: `credit-${reference}` },
    );
  }

  async paymentMethodsUrl(customer: CheckoutCustomer): Promise<string | undefined> {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: await this.customerIdOf(customer),
      return_url: new URL('/account', this.appUrl).toString(),
    });
    return session.url;
  }

  /** The user's one Stripe customer, created on first need; a concurrent creation keeps the first stored. */
  private async customerIdOf(customer: CheckoutCustomer): Promise<string> {
    const user = await findUserById(this.db, customer.userId);
    if (user?.stripeCustomerId) return user.stripeCustomerId;
    const created = await this.stripe.customers.create(
      { email: customer.email, metadata: { userId: customer.userId } },
      { idempotencyKey: `customer-${customer.userId}` },
    );
    await setStripeCustomerId(this.db, customer.userId, created.id);
    return (await findUserById(this.db, customer.userId))?.stripeCustomerId ?? created.id;
  }

  private async userIdOf(subscription: Stripe.Subscription): Promise<string | undefined> {
    if (subscription.metadata.userId) return subscription.metadata.userId;
    const customerId = idOf(subscription.customer);
    return customerId ? (await findUserByCustomerId(this.db, customerId))?.id : undefined;
  }

  /** The plan and interval a configured price sells; undefined for any other price. */
  private priceOf(priceId: string | undefined): { plan: PaidPlanId; interval: BillingIntervalId } | undefined {
    if (!priceId) return undefined;
    const plans = Object.entries(this.settings.priceIds) as [PaidPlanId, StripeSettings['priceIds']['pro']][];
    for (const [plan, prices] of plans) {
      if (prices.month === priceId) return { plan, interval: 'month' };
      if (prices.year === priceId) return { plan, interval: 'year' };
    }
    return undefined;
  }

  private async orMissing<T>(call: () => Promise<T>): Promise<T | undefined> {
    try {
      return await call();
    } catch (error) {
      if (isStripeMissing(error)) return undefined;
      throw error;
    }
  }
}

/**
 * Stripe's statuses in the product's terms: unpaid, paused and abandoned first payments give no
 * access; past_due keeps it while Stripe retries (docs/decisions.md, "Payment failure").
 */
function statusOf(status: Stripe.Subscription.Status): ProviderSubscription['status'] {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due') return 'past_due';
  return 'canceled';
}

function paidPlanOf(value: string | undefined): PaidPlanId | undefined {
  return value === 'pro' || value === 'enterprise' ? value : undefined;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
