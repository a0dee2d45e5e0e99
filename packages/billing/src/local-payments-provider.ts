import { randomBytes } from 'node:crypto';
import type { BillingIntervalId, PaidPlanId } from '@doclens/api';
import {
  completeCheckoutSession,
  type Db,
  findCheckoutSession,
  findLocalSubscription,
  insertCheckoutSession,
  insertLocalSubscription,
  type LocalSubscription,
  listDueLocalSubscriptions,
  updateLocalSubscription,
} from '@doclens/db';
import type {
  CheckoutCustomer,
  CheckoutSessionCreated,
  CheckoutSessionResult,
  PaymentsProvider,
  ProviderSubscription,
} from './payments-provider';

/** The product's own page that plays Stripe Checkout's part for the local provider. */
export const LOCAL_CHECKOUT_PATH = '/checkout/test';

/**
 * The default provider: no card, no network. Its sessions and subscriptions live in Postgres and
 * change the same way Stripe's do, so everything after them runs the same billing code.
 */
export class LocalPaymentsProvider implements PaymentsProvider {
  readonly id = 'local' as const;

  constructor(
    private readonly db: Db,
    private readonly appUrl: string,
  ) {}

  async createCheckoutSession(
    customer: CheckoutCustomer,
    plan: PaidPlanId,
    interval: BillingIntervalId,
  ): Promise<CheckoutSessionCreated> {
    const sessionId = `cs_local_${randomBytes(12).toString('hex')}`;
    await insertCheckoutSession(this.db, {
      id: sessionId,
      userId: customer.userId,
      plan,
      billingInterval: interval,
      provider: 'local',
    });
    const url = new URL(LOCAL_CHECKOUT_PATH, this.appUrl);
    url.searchParams.set('session_id', sessionId);
    return { sessionId, checkoutUrl: url.toString() };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionResult | undefined> {
    const session = await findCheckoutSession(this.db, sessionId);
    if (session?.provider !== 'local') return undefined;
    return { userId: session.userId, plan: session.plan, subscriptionId: session.subscriptionId };
  }

  /**
   * The test checkout's "pay" button: starts one subscription for the session. Paying an already
   * paid session returns its subscription instead of starting another.
   */
  async payCheckoutSession(sessionId: string, now = new Date()): Promise<string | undefined> {
    const session = await findCheckoutSession(this.db, sessionId);
    if (session?.provider !== 'local') return undefined;
    if (session.subscriptionId) return session.subscriptionId;
    const subscriptionId = `sub_local_${randomBytes(12).toString('hex')}`;
    return this.db.transaction().execute(async (trx) => {
      const completed = await completeCheckoutSession(trx, sessionId, subscriptionId);
      if (!completed) return (await findCheckoutSession(trx, sessionId))?.subscriptionId ?? undefined;
      await insertLocalSubscription(trx, {
        id: subscriptionId,
        userId: session.userId,
        plan: session.plan,
        billingInterval: session.billingInterval,
        currentPeriodEnd: periodEndAfter(now, session.billingInterval),
      });
      return subscriptionId;
    });
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | undefined> {
    const row = await findLocalSubscription(this.db, subscriptionId);
    return row && toProviderSubscription(row);
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<void> {
    await updateLocalSubscription(this.db, subscriptionId, { cancelAtPeriodEnd });
  }

  /** No money was taken, so there is no unused time to credit. */
  async cancelNow(subscriptionId: string): Promise<void> {
    await updateLocalSubscription(this.db, subscriptionId, { status: 'canceled' });
  }

  /** As Stripe: the same interval keeps the period; a new one starts a new period now. */
  async changePlan(
    subscriptionId: string,
    plan: PaidPlanId,
    interval: BillingIntervalId,
    now = new Date(),
  ): Promise<void> {
    const subscription = await findLocalSubscription(this.db, subscriptionId);
    if (!subscription || subscription.status === 'canceled') {
      throw new Error(`local subscription ${subscriptionId} cannot be changed: it is not active`);
    }
    const newPeriod = subscription.billingInterval !== interval;
    await updateLocalSubscription(this.db, subscriptionId, {
      plan,
      billingInterval: interval,
      cancelAtPeriodEnd: false,
      ...(newPeriod ? { currentPeriodEnd: periodEndAfter(now, interval) } : {}),
    });
  }

  /** The credit ledger is the local provider's only record of credit. */
  async creditCustomer(): Promise<void> {}

  /** No card is taken, so there is none to update. */
  async paymentMethodsUrl(): Promise<undefined> {
    return undefined;
  }

  /**
   * Period ends: a subscription set to cancel ends, any other renews for another period (the local
   * provider's payment always succeeds). Returns the ids that changed, to be synced.
   */
  async renewOrEndDue(now = new Date()): Promise<string[]> {
    const due = await listDueLocalSubscriptions(this.db, now);
    for (const subscription of due) {
      await updateLocalSubscription(
        this.db,
        subscription.id,
        subscription.cancelAtPeriodEnd
          ? { status: 'canceled' }
          : { currentPeriodEnd: nextPeriodEnd(subscription, now) },
      );
    }
    return due.map((subscription) => subscription.id);
  }
}

function periodEndAfter(start: Date, interval: BillingIntervalId): Date {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

function nextPeriodEnd(subscription: LocalSubscription, now: Date): Date {
  let end = subscription.currentPeriodEnd;
  while (end <= now) end = periodEndAfter(end, subscription.billingInterval);
  return end;
}

function toProviderSubscription(row: LocalSubscription): ProviderSubscription {
  return {
    id: row.id,
    userId: row.userId,
    plan: row.plan,
    interval: row.billingInterval,
    createdAt: row.createdAt,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}
