import { type Kysely, sql } from 'kysely';
import type {
  BillingInterval,
  CheckoutSession,
  Database,
  FeedbackKind,
  LocalSubscription,
  PaidPlan,
  PaymentsProviderId,
  Plan,
  User,
} from '../schema';
import { writeUserPlan } from './user-plan';

type Executor = Kysely<Database>;

export async function insertCheckoutSession(
  db: Executor,
  session: {
    id: string;
    userId: string;
    plan: PaidPlan;
    billingInterval: BillingInterval;
    provider: PaymentsProviderId;
  },
): Promise<CheckoutSession> {
  return db.insertInto('checkoutSessions').values(session).returningAll().executeTakeFirstOrThrow();
}

export async function findCheckoutSession(db: Executor, id: string): Promise<CheckoutSession | undefined> {
  return db.selectFrom('checkoutSessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Marks an open session complete with its subscription; undefined when another request completed
 * it first, so a checkout returned to twice is applied once.
 */
export async function completeCheckoutSession(
  db: Executor,
  id: string,
  subscriptionId: string,
): Promise<CheckoutSession | undefined> {
  return db
    .updateTable('checkoutSessions')
    .set({ status: 'complete', subscriptionId, completedAt: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

export async function insertLocalSubscription(
  db: Executor,
  subscription: {
    id: string;
    userId: string;
    plan: PaidPlan;
    billingInterval: BillingInterval;
    currentPeriodEnd: Date;
  },
): Promise<LocalSubscription> {
  return db.insertInto('localSubscriptions').values(subscription).returningAll().executeTakeFirstOrThrow();
}

export async function findLocalSubscription(db: Executor, id: string): Promise<LocalSubscription | undefined> {
  return db.selectFrom('localSubscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateLocalSubscription(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<LocalSubscription, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'plan' | 'billingInterval'>
  >,
): Promise<LocalSubscription | undefined> {
  return db
    .updateTable('localSubscriptions')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Local subscriptions whose period has ended and that the billing sweep must renew or end. */
export async function listDueLocalSubscriptions(db: Executor, now: Date): Promise<LocalSubscription[]> {
  return db
    .selectFrom('localSubscriptions')
    .selectAll()
    .where('status', '=', 'active')
    .where('currentPeriodEnd', '<=', now)
    .execute();
}

/** Stores a webhook event by id; false when it was already stored (a duplicate delivery). */
export async function recordBillingEvent(
  db: Executor,
  event: { id: string; type: string; subscriptionId: string | null },
): Promise<boolean> {
  const inserted = await db
    .insertInto('billingEvents')
    .values(event)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Forgets an event recorded by `recordBillingEvent`, so that the provider's redelivery is handled. */
export async function forgetBillingEvent(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('billingEvents').where('id', '=', id).execute();
}

/** Every subscription id a user holds, for a resync from the provider. */
export async function listHeldSubscriptionIds(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('stripeSubscriptionId')
    .where('stripeSubscriptionId', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.stripeSubscriptionId ? [row.stripeSubscriptionId] : []));
}

/** The ids of a provider's checkouts still open and created since `since`. */
export async function listOpenCheckoutIds(db: Executor, provider: PaymentsProviderId, since: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('checkoutSessions')
    .select('id')
    .where('provider', '=', provider)
    .where('status', '=', 'open')
    .where('createdAt', '>', since)
    .execute();
  return rows.map((row) => row.id);
}

export interface SubscriptionState {
  plan: Plan;
  subscriptionId: string | null;
  /** Set while a cancelled subscription runs to the end of its paid period. */
  subscriptionEndDate: Date | null;
  /** The provider is retrying a failed renewal payment. */
  pastDue: boolean;
  subscriptionInterval: BillingInterval | null;
  periodEnd: Date | null;
}

/**
 * Writes what the provider says the user's subscription is; returns the user before and after.
 * Only while the user's current subscription is still `expectedSubscriptionId` (checked under the
 * row lock): 'moved' when another sync changed it meanwhile, for the caller to decide again.
 */
export async function applySubscriptionState(
  db: Executor,
  userId: string,
  state: SubscriptionState,
  expectedSubscriptionId: string | null,
): Promise<{ before: User; after: User } | 'moved' | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!before) return undefined;
    if (before.stripeSubscriptionId !== expectedSubscriptionId) return 'moved';
    const after = await writeUserPlan(trx, userId, {
      plan: state.plan,
      stripeSubscriptionId: state.subscriptionId,
      subscriptionEndDate: state.subscriptionEndDate,
      subscriptionPastDue: state.pastDue,
      subscriptionInterval: state.subscriptionInterval,
      subscriptionPeriodEnd: state.periodEnd,
    });
    return after ? { before, after } : undefined;
  });
}

export async function setStripeCustomerId(db: Executor, userId: string, customerId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ stripeCustomerId: customerId, updatedAt: new Date() })
    .where('id', '=', userId)
    .where('stripeCustomerId', 'is', null)
    .execute();
}

export async function findUserBySubscriptionId(db: Executor, subscriptionId: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('stripeSubscriptionId', '=', subscriptionId).executeTakeFirst();
}

export async function findUserByCustomerId(db: Executor, customerId: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('stripeCustomerId', '=', customerId).executeTakeFirst();
}

export async function insertAccountFeedback(
  db: Executor,
  feedback: { kind: FeedbackKind; reason: string; comments: string; plan: Plan },
): Promise<void> {
  await db.insertInto('accountFeedback').values(feedback).execute();
}

export async function countAccountFeedback(db: Executor, kind: FeedbackKind): Promise<number> {
  const row = await db
    .selectFrom('accountFeedback')
    .select(sql<string>`count(*)`.as('count'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
