import { randomBytes } from 'node:crypto';
import { BILLING_MESSAGES, createReferralSchema } from '@doclens/api';
import type { BillingOperations } from '@doclens/billing';
import {
  assignReferralCode,
  creditBalance,
  findUserByEmail,
  isRewardedReferralAddress,
  normalizeEmail,
  type Referral,
  setReferralAddressHash,
} from '@doclens/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rewardedAddressHash } from '../../accounts/rewarded-address-hash';
import { HttpError } from '../../http/http-errors';
import { requireUser } from '../../plugins/session-auth';
import type { RouteContext } from '../route-context';
import { answeringRefusals } from './billing-refusals';

const referralView = z.object({
  id: z.number(),
  referredEmail: z.string(),
  status: z.enum(['pending', 'completed', 'credited']),
  creditAmount: z.string(),
  planUpgradedTo: z.string().nullable(),
  createdAt: z.string(),
  creditedAt: z.string().nullable(),
});

function toReferralView(referral: Referral): z.infer<typeof referralView> {
  return {
    id: referral.id,
    referredEmail: referral.referredEmail,
    status: referral.status,
    creditAmount: referral.creditAmount,
    planUpgradedTo: referral.planUpgradedTo,
    createdAt: referral.createdAt.toISOString(),
    creditedAt: referral.creditedAt?.toISOString() ?? null,
  };
}

/** The referral programme and account credit (spec part 2 §7). */
export function referralRoutes({ deps }: RouteContext, billing: BillingOperations): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/referrals/generate-code',
      {
        schema: {
          tags: ['referrals'],
          summary: 'The signed-in user’s referral code (created on first call)',
          response: { 200: z.object({ referralCode: z.string() }) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const candidate = randomBytes(5).toString('hex').toUpperCase();
        return { referralCode: await assignReferralCode(deps.db, user.id, candidate) };
      },
    );

    app.post(
      '/api/referrals/create',
      {
        schema: {
          tags: ['referrals'],
          summary: 'Refer someone by email',
          body: createReferralSchema,
          response: { 200: referralView },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { referrerEmail, referredEmail } = request.body;
        if (referrerEmail && normalizeEmail(referrerEmail) !== user.email) {
          // At checkout the buyer names who referred them: allowed for the buyer's own address only,
          // so nobody can file a referral of a third person under someone else's name.
          if (normalizeEmail(referredEmail) !== user.email)
            throw new HttpError(400, BILLING_MESSAGES.referralNotYourEmail);
          const referrer = await findUserByEmail(deps.db, normalizeEmail(referrerEmail));
          if (!referrer) throw new HttpError(404, BILLING_MESSAGES.referrerUnknown);
          // The buyer's address has an account already, and only an address referred before it had
          // one earns credit: throwaway accounts naming a referrer were how the credit was farmed.
          throw new HttpError(409, BILLING_MESSAGES.referralAfterSignUp);
        }
        if (normalizeEmail(referredEmail) !== user.email) {
          if (await findUserByEmail(deps.db, referredEmail)) {
            throw new HttpError(409, BILLING_MESSAGES.referralExistingCustomer);
          }
          if (await isRewardedReferralAddress(deps.db, rewardedAddressHash(deps.config, referredEmail))) {
            throw new HttpError(409, BILLING_MESSAGES.referralDuplicate);
          }
        }
        const referral = await answeringRefusals(() => billing.createReferral(user, referredEmail));
        await setReferralAddressHash(deps.db, referral.id, rewardedAddressHash(deps.config, referredEmail));
        return toReferralView(referral);
      },
    );

    app.get(
      '/api/referrals/my-referrals',
      {
        schema: {
          tags: ['referrals'],
          summary: 'The signed-in user’s referrals',
          response: { 200: z.object({ referrals: z.array(referralView) }) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        return { referrals: (await billing.referralsOf(user)).map(toReferralView) };
      },
    );

    app.get(
      '/api/account/credit',
      {
        schema: {
          tags: ['referrals'],
          summary: 'Account credit: the sum of the credit ledger',
          response: { 200: z.object({ accountCredit: z.string() }) },
        },
      },
      async (request) => ({ accountCredit: await creditBalance(deps.db, requireUser(request).id) }),
    );
  };
}
