import {
  BILLING_MESSAGES,
  type BillingIntervalId,
  type PaidPlanId,
  planOrFree,
  planPriceUsd,
  REFERRAL_CREDIT_USD,
  type SubscriptionDetails,
} from '@doclens/api';
import {
  creditBalance,
  type Db,
  findUserByEmail,
  insertAccountFeedback,
  insertReferral,
  listReferralsOf,
  normalizeEmail,
  type Referral,
  type User,
} from '@doclens/db';
import type { Logger } from '@doclens/logger';
import type { SubscriptionObserver } from './billing-emails';
import type { CheckoutSessionCreated, PaymentsProvider } from './payments-provider';
import { type SyncOutcome, syncSubscriptionFromProvider } from './sync-subscription';

/** A refusal the user can act on; the gateway answers it with 400 and the message. */
export class BillingRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 503 = 400,
  ) {
    super(message);
  }
}

export interface BillingDeps {
  db: Db;
  provider: PaymentsProvider;
  logger: Logger;
  onSynced?: SubscriptionObserver;
}

/**
 * What the gateway asks of billing. Each call changes the provider first and then runs the same
 * sync as the billing worker, so the user sees the change at once and a webhook arriving later
 * finds nothing left to do.
 */
export class BillingOperations {
  constructor(private readonly deps: BillingDeps) {}

  get providerId(): PaymentsProvider['id'] {
    return this.deps.provider.id;
  }

  async createCheckout(user: User, plan: PaidPlanId, interval: BillingIntervalId): Promise<CheckoutSessionCreated> {
    if (this.deps.provider.id === 'none') throw new BillingRefusal(BILLING_MESSAGES.paymentsNotConfigured, 503);
    if (user.plan !== 'free' && user.stripeSubscriptionId && !user.subscriptionEndDate) {
      throw new BillingRefusal(BILLING_MESSAGES.alreadySubscribed, 409);
    }
    return this.deps.provider.createCheckoutSession({ userId: user.id, email: user.email }, plan, interval);
  }

  /** Verifies the session with the provider (never the return URL) and applies its subscription. */
  async completeCheckout(user: User, sessionId: string): Promise<SyncOutcome> {
    const session = await this.deps.provider.retrieveCheckoutSession(sessionId);
    if (!session || session.userId !== user.id) throw new BillingRefusal(BILLING_MESSAGES.completeFailed, 404);
    if (!session.subscriptionId) throw new BillingRefusal(BILLING_MESSAGES.completeFailed, 409);
    return this.sync(session.subscriptionId);
  }

  /**
   * Moves a subscriber to another plan or interval on the same subscription, prorated by the
   * provider; a subscription set to end is renewed by it (docs/decisions.md, "Switching plan").
   */
  async changePlan(user: User, plan: PaidPlanId, interval: BillingIntervalId): Promise<SyncOutcome> {
    if (this.deps.provider.id === 'none') throw new BillingRefusal(BILLING_MESSAGES.paymentsNotConfigured, 503);
    const subscriptionId = this.activeSubscriptionOf(user);
    if (user.plan === plan && user.subscriptionInterval === interval && !user.subscriptionEndDate) {
      throw new BillingRefusal(BILLING_MESSAGES.alreadyOnPlan, 409);
    }
    await this.deps.provider.changePlan(subscriptionId, plan, interval);
    return this.sync(subscriptionId);
  }

  async details(user: User): Promise<SubscriptionDetails> {
    const plan = planOrFree(user.plan);
    const status = statusOf(user);
    const interval = status === 'none' ? null : user.subscriptionInterval;
    return {
      plan,
      status,
      subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
      interval,
      priceUsd: interval ? planPriceUsd(plan, interval) : null,
      renewalDate:
        status === 'active' || status === 'past_due' ? (user.subscriptionPeriodEnd?.toISOString() ?? null) : null,
      accountCredit: await creditBalance(this.deps.db, user.id),
      provider: this.deps.provider.id,
    };
  }

  /** The provider's page for updating the card, e.g. after a failed renewal. */
  async paymentMethodsUrl(user: User): Promise<string> {
    const url = await this.deps.provider.paymentMethodsUrl({ userId: user.id, email: user.email });
    if (!url) throw new BillingRefusal(BILLING_MESSAGES.noPaymentMethods, 409);
    return url;
  }

  async cancel(user: User, reason: string, comments: string): Promise<SyncOutcome> {
    const subscriptionId = this.activeSubscriptionOf(user);
    await this.deps.provider.setCancelAtPeriodEnd(subscriptionId, true);
    await insertAccountFeedback(this.deps.db, {
      kind: 'cancel_subscription',
      reason,
      comments,
      plan: planOrFree(user.plan),
    });
    return this.sync(subscriptionId);
  }

  async reactivate(user: User): Promise<SyncOutcome> {
    const subscriptionId = this.activeSubscriptionOf(user);
    if (!user.subscriptionEndDate) throw new BillingRefusal(BILLING_MESSAGES.notCancelling, 409);
    await this.deps.provider.setCancelAtPeriodEnd(subscriptionId, false);
    return this.sync(subscriptionId);
  }

  /** Account deletion: the subscription ends now, no further charge. */
  async endSubscriptionNow(user: User): Promise<void> {
    if (user.stripeSubscriptionId) await this.deps.provider.cancelNow(user.stripeSubscriptionId);
  }

  async createReferral(referrer: User, referredEmail: string): Promise<Referral> {
    const email = normalizeEmail(referredEmail);
    if (email === referrer.email) throw new BillingRefusal(BILLING_MESSAGES.referralSelf);
    const existing = await findUserByEmail(this.deps.db, email);
    if (existing && existing.plan !== 'free') throw new BillingRefusal(BILLING_MESSAGES.referralExistingCustomer, 409);
    const referral = await insertReferral(this.deps.db, {
      referrerId: referrer.id,
      referredEmail: email,
      creditAmount: REFERRAL_CREDIT_USD,
    });
    if (!referral) throw new BillingRefusal(BILLING_MESSAGES.referralDuplicate, 409);
    return referral;
  }

  async referralsOf(user: User): Promise<Referral[]> {
    return listReferralsOf(this.deps.db, user.id);
  }

  private activeSubscriptionOf(user: User): string {
    if (user.plan === 'free' || !user.stripeSubscriptionId)
      throw new BillingRefusal(BILLING_MESSAGES.noSubscription, 409);
    return user.stripeSubscriptionId;
  }

  private sync(subscriptionId: string): Promise<SyncOutcome> {
    return syncSubscriptionFromProvider(this.deps, subscriptionId);
  }
}

function statusOf(user: User): SubscriptionDetails['status'] {
  if (planOrFree(user.plan) === 'free') return 'none';
  if (user.subscriptionEndDate) return 'cancelling';
  return user.subscriptionPastDue ? 'past_due' : 'active';
}
