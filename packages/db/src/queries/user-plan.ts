import type { Kysely } from 'kysely';
import type { BillingInterval, Database, Plan, User } from '../schema';

/**
 * A change to a user's plan and the subscription fields that go with it. Fields left out keep
 * their value (an admin's grant of a paid plan keeps the subscription it may have).
 */
export interface PlanChange {
  plan: Plan;
  stripeSubscriptionId?: string | null;
  subscriptionEndDate?: Date | null;
  subscriptionPastDue?: boolean;
  subscriptionInterval?: BillingInterval | null;
  subscriptionPeriodEnd?: Date | null;
}

/**
 * The one writer of a user's plan columns, whoever decides the plan (a provider's subscription
 * state, an admin's fix): returns the user as written, or undefined when there is no such user.
 */
export async function writeUserPlan(
  db: Kysely<Database>,
  userId: string,
  change: PlanChange,
): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ ...change, updatedAt: new Date() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
