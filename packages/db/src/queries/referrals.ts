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
 * Credits a completed referral to its referrer once, and only when it earns credit: the referrer's
 * address and the referred account's address are verified, the referred account was created after
 * the referral (the address had no account when it was referred), and the address was never
 * rewarded before (its keyed hash enters `rewarded_referral_addresses`, which outlives accounts).
 * One ledger row per referral (a unique column), the referral marked credited and the user's
 * balance recomputed as the ledger's sum, in one transaction. Undefined when nothing was credited;
 * a referral still waiting for a verification stays completed and is credited when it comes.
 */
export async function creditReferral(db: Executor, referralId: number): Promise<Referral | undefined> {
  return db.transaction().execute(async (trx) => {
    const eligible = await trx
      .selectFrom('referrals')
      .innerJoin('users as referrer', 'referrer.id', 'referrals.referrerId')
      .innerJoin('users as referred', 'referred.email', 'referrals.referredEmail')
      .select(['referrals.id', 'referrals.referredAddressHash'])
      .where('referrals.id', '=', referralId)
      .where('referrals.status', '=', 'completed')
      .where('referrer.emailVerified', '=', true)
      .where('referred.emailVerified', '=', true)
      .whereRef('referred.createdAt', '>', 'referrals.createdAt')
      .forUpdate('referrals')
      .executeTakeFirst();
    if (!eligible) return undefined;
    if (eligible.referredAddressHash !== null) {
      const first = await trx
        .insertInto('rewardedReferralAddresses')
        .values({ addressHash: eligible.referredAddressHash })
        .onConflict((oc) => oc.column('addressHash').doNothing())
        .returning('addressHash')
        .executeTakeFirst();
      if (!first) return undefined;
    }
    const referral = await trx
      .updateTable('referrals')
      .set({ status: 'credited', creditedAt: new Date() })
      .where('id', '=', referralId)
      .where('status', '=', 'completed')
      .returningAll()
      .executeTakeFirstOrThrow();
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
 * Credits the completed referrals a verification was waiting for, once each (`creditReferral`):
 * those the user made as referrer, and the one naming their own address.
 */
export async function creditReferralsAwaiting(db: Executor, user: { id: string; email: string }): Promise<Referral[]> {
  const completed = await db
    .selectFrom('referrals')
    .select('id')
    .where('status', '=', 'completed')
    .where((eb) => eb.or([eb('referrerId', '=', user.id), eb('referredEmail', '=', user.email)]))
    .orderBy('id')
    .execute();
  const credited: Referral[] = [];
  for (const { id } of completed) {
    const referral = await creditReferral(db, id);
    if (referral) credited.push(referral);
  }
  return credited;
}

/** Stores the keyed hash of the address a referral names (computed by the gateway, which holds the key). */
export async function setReferralAddressHash(db: Executor, referralId: number, addressHash: string): Promise<void> {
  await db.updateTable('referrals').set({ referredAddressHash: addressHash }).where('id', '=', referralId).execute();
}

/** Whether an address, by its keyed hash, has already earned someone a referral credit. */
export async function isRewardedReferralAddress(db: Executor, addressHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('rewardedReferralAddresses')
    .select('addressHash')
    .where('addressHash', '=', addressHash)
    .executeTakeFirst();
  return row !== undefined;
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
