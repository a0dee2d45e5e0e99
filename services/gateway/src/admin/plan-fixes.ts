import { ADMIN_MESSAGES, type BillingIntervalId, type PaidPlanId, type PlanFixResult, type PlanId } from '@doclens/api';
import { type BillingOperations, type PaymentsProvider, subscriptionStateOf } from '@doclens/billing';
import { type Db, findUserByEmail, findUserBySubscriptionId, type User, writeUserPlan } from '@doclens/db';
import { HttpError } from '../http/http-errors';
import { type AdminAction, billingStateOf, recordAdminAction } from './admin-audit-log';
import { adminUserOf } from './admin-user-directory';

export interface PlanFixDeps {
  db: Db;
  provider: PaymentsProvider;
  billing: BillingOperations;
}

/**
 * The admin's three ways of fixing an account's plan (docs/decisions.md, "Admin plan fixes"),
 * each on the account chosen by its address and each written to the audit log with the account's
 * billing fields before and after.
 */
export class PlanFixes {
  constructor(private readonly deps: PlanFixDeps) {}

  /**
   * Sets the plan in our records only, as a grant or a correction; the provider is not asked.
   * A later event of a linked subscription applies the provider's state again.
   */
  async updatePlan(admin: User, email: string, plan: PlanId): Promise<PlanFixResult> {
    const target = await this.targetOf(email);
    const after = await this.deps.db.transaction().execute(async (trx) => {
      const updated = await writeUserPlan(trx, target.id, {
        plan,
        ...(plan === 'free' ? { subscriptionEndDate: null, subscriptionPastDue: false } : {}),
      });
      if (!updated) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
      await this.audit(trx, admin, 'update-plan', target, updated);
      return updated;
    });
    return { user: adminUserOf(after) };
  }

  /**
   * Links a subscription the provider holds for this account (a lost checkout return, a missed
   * event), then applies the provider's plan and end date to it. The provider is asked first: an
   * unknown id, or one paid for by someone else, is refused.
   */
  async updateSubscriptionId(admin: User, email: string, subscriptionId: string): Promise<PlanFixResult> {
    const target = await this.targetOf(email);
    const subscription = await this.deps.provider.retrieveSubscription(subscriptionId);
    if (!subscription) throw new HttpError(404, ADMIN_MESSAGES.subscriptionNotFound);
    const holder = await findUserBySubscriptionId(this.deps.db, subscriptionId);
    if (subscription.userId !== target.id || (holder && holder.id !== target.id)) {
      throw new HttpError(409, ADMIN_MESSAGES.subscriptionOfAnotherAccount);
    }
    const state = subscriptionStateOf(subscription);
    const after = await this.deps.db.transaction().execute(async (trx) => {
      const updated = await writeUserPlan(trx, target.id, {
        plan: state.plan,
        stripeSubscriptionId: state.subscriptionId,
        subscriptionEndDate: state.subscriptionEndDate,
        subscriptionPastDue: state.pastDue,
      });
      if (!updated) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
      await this.audit(trx, admin, 'update-subscription-id', target, updated);
      return updated;
    });
    return { user: adminUserOf(after) };
  }

  /**
   * Starts a checkout for the account and answers its link, for the admin to send to the customer:
   * only the customer can enter their card. Paying applies the plan as any checkout does.
   */
  async createSubscription(
    admin: User,
    email: string,
    plan: PaidPlanId,
    interval: BillingIntervalId,
  ): Promise<PlanFixResult> {
    const target = await this.targetOf(email);
    const checkout = await this.deps.billing.createCheckout(target, plan, interval);
    await recordAdminAction(this.deps.db, {
      actor: admin,
      action: 'create-stripe-subscription',
      targetUserId: target.id,
      targetEmail: target.email,
      before: billingStateOf(target),
      after: { ...billingStateOf(target), checkoutSessionId: checkout.sessionId, plan, interval },
    });
    return { user: adminUserOf(target), checkoutUrl: checkout.checkoutUrl };
  }

  private async targetOf(email: string): Promise<User> {
    const user = await findUserByEmail(this.deps.db, email);
    if (!user) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
    return user;
  }

  private audit(db: Db, admin: User, action: AdminAction, before: User, after: User): Promise<void> {
    return recordAdminAction(db, {
      actor: admin,
      action,
      targetUserId: before.id,
      targetEmail: before.email,
      before: billingStateOf(before),
      after: billingStateOf(after),
    });
  }
}
