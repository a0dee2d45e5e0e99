import type { PaidPlanId } from '@doclens/api';
import { completeReferralOf, creditReferral, type Db, findUserById, type Referral } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import type { PaymentsProvider } from './payments-provider';

/**
 * When a referred address first pays, its referral completes; the referrer is credited once, and
 * only with a verified email (spec part 2 §9). An unverified referrer's referral stays completed.
 * The ledger row comes first (its uniqueness makes the credit once); the provider's copy of the
 * credit (Stripe's customer balance) carries the referral as its idempotency reference.
 */
export async function rewardReferralOf(
  db: Db,
  email: string,
  plan: PaidPlanId,
  provider?: PaymentsProvider,
  logger?: Logger,
): Promise<Referral | undefined> {
  const completed = await completeReferralOf(db, email, plan);
  if (!completed) return undefined;
  const referrer = await findUserById(db, completed.referrerId);
  if (!referrer?.emailVerified) return completed;
  const credited = await creditReferral(db, completed.id);
  if (!credited) return completed;
  try {
    await provider?.creditCustomer(
      { userId: referrer.id, email: referrer.email },
      Number(credited.creditAmount),
      `referral-${credited.id}`,
    );
  } catch (error) {
    // The ledger already shows the credit; docs/operations.md says how to apply it from this line.
    logger?.error({ err: error, referralId: credited.id, userId: referrer.id }, 'referral credit not sent to provider');
  }
  return credited;
}
