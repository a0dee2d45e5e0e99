import type { PaidPlanId } from '@doclens/api';
import { completeReferralOf, creditReferral, type Db, type Referral } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import { sendCreditsToProvider } from './credits-at-provider';
import type { PaymentsProvider } from './payments-provider';

/**
 * When a referred address first pays, its referral completes; the referrer is credited once if it
 * earns credit (spec part 2 §9, issue 31 item 8: both addresses verified, the referred account
 * created after the referral, the address never rewarded before; `creditReferral` decides). A
 * referral waiting for a verification stays completed and is credited when the address is
 * verified. With a provider, the credit is then sent to its record (Stripe's customer balance).
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
  const credited = await creditReferral(db, completed.id);
  if (!credited) return completed;
  if (provider && logger) await sendCreditsToProvider({ db, provider, logger }, credited.referrerId);
  return credited;
}
