import type { PaidPlanId } from '@doclens/api';
import { completeReferralOf, creditReferral, type Db, findUserById, type Referral } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import { sendCreditsToProvider } from './credits-at-provider';
import type { PaymentsProvider } from './payments-provider';

/**
 * When a referred address first pays, its referral completes; the referrer is credited once, and
 * only with a verified email (spec part 2 §9). An unverified referrer's referral stays completed.
 * The ledger row makes the credit once (a unique key per referral); with a provider, it is then
 * sent to the provider's record of credit (Stripe's customer balance).
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
  if (provider && logger) await sendCreditsToProvider({ db, provider, logger }, referrer.id);
  return credited;
}
