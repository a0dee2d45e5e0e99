import type { PaidPlanId } from '@doclens/api';
import { completeReferralOf, creditReferral, type Db, findUserById, type Referral } from '@doclens/db';

/**
 * When a referred address first pays, its referral completes; the referrer is credited once, and
 * only with a verified email (spec part 2 §9). An unverified referrer's referral stays completed.
 */
export async function rewardReferralOf(db: Db, email: string, plan: PaidPlanId): Promise<Referral | undefined> {
  const completed = await completeReferralOf(db, email, plan);
  if (!completed) return undefined;
  const referrer = await findUserById(db, completed.referrerId);
  if (!referrer?.emailVerified) return completed;
  return (await creditReferral(db, completed.id)) ?? completed;
}
