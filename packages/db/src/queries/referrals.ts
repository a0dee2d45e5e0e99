import { type Kysely, sql } from 'kysely';
import type { Database, PaidPlan, Referral } from '../schema';

type Executor = Kysely<Database>;

/** Inserts a referral unless the address was referred before; undefined when it was. */
export async function insertReferral(
  db: Executor,
  referral: { referrerId: string; referredEmail: string; creditAmount: number },
): Promise<Referral | undefined> {
  return db
    .insertInto('referrals')
    .values(referral)
    .onConflict((oc) => oc.column('referredEmail').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function listReferralsOf(db: Executor, referrerId: string): Promise<Referral[]> {
  return db
    .selectFrom('referrals')
    .selectAll()
    .where('referrerId', '=', referrerId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The referral of an address moves to completed on its first paid plan; later upgrades change nothing. */
export async function completeReferralOf(
  db: Executor,
  referredEmail: string,
  plan: PaidPlan,
): Promise<Referral | undefined> {
  return db
    .updateTable('referrals')
    .set({ status: 'completed', planUpgradedTo: plan, completedAt: new Date() })
    .where('referredEmail', '=', referredEmail)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Credits a completed referral to its referrer once: one ledger row per referral (a unique column),
 * the referral marked credited and the user's balance recomputed as the ledger's sum, in one transaction.
 */
export async function creditReferral(db: Executor, referralId: number): Promise<Referral | undefined> {
  return db.transaction().execute(async (trx) => {
    const referral = await trx
      .updateTable('referrals')
      .set({ status: 'credited', creditedAt: new Date() })
      .where('id', '=', referralId)
      .where('status', '=', 'completed')
      .returningAll()
      .executeTakeFirst();
    if (!referral) return undefined;
    await trx
      .insertInto('creditLedger')
      .values({
        userId: referral.referrerId,
        amount: referral.creditAmount,
        reason: `referral:${referral.id}`,
        referralId: referral.id,
      })
      .execute();
    await refreshAccountCredit(trx, referral.referrerId);
    return referral;
  });
}

/**
 * Credits the referrals of a referrer that completed while their email was unverified: the credit
 * waits for the verification (spec part 2 §9) instead of being lost. Each once, as `creditReferral`.
 */
export async function creditCompletedReferralsOf(db: Executor, referrerId: string): Promise<Referral[]> {
  const completed = await db
    .selectFrom('referrals')
    .select('id')
    .where('referrerId', '=', referrerId)
    .where('status', '=', 'completed')
    .execute();
  const credited: Referral[] = [];
  for (const { id } of completed) {
    const referral = await creditReferral(db, id);
    if (referral) credited.push(referral);
  }
  return credited;
}

/** Records credit spent (a negative amount) when it is applied to an invoice. */
export async function addCreditEntry(db: Executor, userId: string, amount: number, reason: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('creditLedger').values({ userId, amount, reason, referralId: null }).execute();
    await refreshAccountCredit(trx, userId);
  });
}

export interface CreditToApply {
  id: number;
  userId: string;
  amount: string;
}

/** Credits (positive ledger rows) the payments provider has not recorded yet; of one user, or all. */
export async function listCreditsNotAtProvider(db: Executor, userId?: string): Promise<CreditToApply[]> {
  let query = db
    .selectFrom('creditLedger')
    .select(['id', 'userId', sql<string>`amount::text`.as('amount')])
    .where('providerAppliedAt', 'is', null)
    .where('amount', '>', '0')
    .orderBy('id');
  if (userId) query = query.where('userId', '=', userId);
  return query.execute();
}

export async function markCreditAtProvider(db: Executor, id: number): Promise<void> {
  await db.updateTable('creditLedger').set({ providerAppliedAt: new Date() }).where('id', '=', id).execute();
}

async function refreshAccountCredit(db: Executor, userId: string): Promise<void> {
  const balance = await creditBalance(db, userId);
  await db
    .updateTable('users')
    .set({ accountCredit: sql`${balance}::numeric` })
    .where('id', '=', userId)
    .execute();
}

export async function creditBalance(db: Executor, userId: string): Promise<string> {
  const row = await db
    .selectFrom('creditLedger')
    .select(sql<string>`coalesce(sum(amount), 0)::numeric(12, 2)::text`.as('balance'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return row.balance;
}

/** Gives the user the code once; later calls return the same code. */
export async function assignReferralCode(db: Executor, userId: string, candidate: string): Promise<string> {
  await db
    .updateTable('users')
    .set({ referralCode: candidate })
    .where('id', '=', userId)
    .where('referralCode', 'is', null)
    .execute();
  const row = await db.selectFrom('users').select('referralCode').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.referralCode ?? candidate;
}
