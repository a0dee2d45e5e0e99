import { z } from 'zod';
import { BILLING_INTERVAL_IDS, PAID_PLAN_IDS, PLAN_IDS } from './plans';

/** The ten reasons offered when cancelling a subscription, Other included (spec part 2 §9). */
export const CANCELLATION_REASONS = [
  'Too expensive',
  'Not using it enough',
  'Missing features I need',
  'Found a better alternative',
  'Analysis quality not good enough',
  'Technical problems',
  'Only needed it for one project',
  'Switching to a different plan',
  'Customer support experience',
  'Other',
] as const;

/** The ten reasons offered when deleting an account, Other included (spec part 2 §9). */
export const ACCOUNT_DELETION_REASONS = [
  'No longer need the service',
  'Too expensive',
  'Privacy concerns',
  'Found a better alternative',
  'Analysis quality not good enough',
  'Too many emails',
  'Technical problems',
  'Created a duplicate account',
  'Hard to use',
  'Other',
] as const;

export const FEEDBACK_COMMENTS_MAX = 1000;

export const BILLING_MESSAGES = {
  reasonRequired: 'Please choose a reason',
  commentsTooLong: `Comments must be at most ${FEEDBACK_COMMENTS_MAX} characters`,
  referralEmailRequired: 'Please enter an email address',
  referralSelf: 'You cannot refer yourself',
  referralExistingCustomer: 'This person already has an account',
  referralDuplicate: 'This email address has already been referred',
  referralAfterSignUp: 'A referral counts only for an address referred before its account was created',
  referralNotYourEmail: 'Your email is not available',
  referrerUnknown: 'No account uses that referrer email',
  checkoutFailed: 'Failed to create checkout session. Please try again.',
  completeFailed: 'Payment completed but subscription setup failed',
  noSubscription: 'You have no active subscription',
  notCancelling: 'Your subscription is not scheduled to end',
  alreadySubscribed: 'You already have an active subscription: switch plans from the pricing page instead',
  alreadyOnPlan: 'You are already on this plan',
  changeFailed: 'Failed to switch plans. Please try again.',
  paymentsNotConfigured: 'Payments are not configured on this server, so paid plans cannot be bought yet.',
  noPaymentMethods: 'Payments on this server take no card, so there is no payment method to update',
} as const;

const comments = z.string().max(FEEDBACK_COMMENTS_MAX, BILLING_MESSAGES.commentsTooLong).default('');

export const createCheckoutSessionSchema = z.object({
  planType: z.enum(PAID_PLAN_IDS),
  interval: z.enum(BILLING_INTERVAL_IDS).default('month'),
});

/** A subscriber's switch to another plan or billing interval, prorated by the provider. */
export const changeSubscriptionSchema = z.object({
  planType: z.enum(PAID_PLAN_IDS, 'Please choose Pro or Enterprise'),
  interval: z.enum(BILLING_INTERVAL_IDS, 'Please choose monthly or yearly billing').default('month'),
});

export const completeCheckoutSchema = z.object({
  sessionId: z.string().min(1).max(255),
  planType: z.enum(PAID_PLAN_IDS).optional(),
});

export const cancelSubscriptionSchema = z.object({
  reason: z.enum(CANCELLATION_REASONS, BILLING_MESSAGES.reasonRequired),
  additionalComments: comments,
});

export const deleteAccountSchema = z.object({
  reason: z.enum(ACCOUNT_DELETION_REASONS, BILLING_MESSAGES.reasonRequired),
  additionalComments: comments,
});

export const createReferralSchema = z.object({
  referrerEmail: z.email(BILLING_MESSAGES.referralNotYourEmail).max(254).optional(),
  referredEmail: z.email(BILLING_MESSAGES.referralEmailRequired).max(254),
});

/** past_due: a renewal payment failed and the provider is retrying it; the plan is kept meanwhile. */
export const SUBSCRIPTION_STATUSES = ['none', 'active', 'cancelling', 'past_due'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptionDetailsSchema = z.object({
  plan: z.enum(PLAN_IDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionEndDate: z.string().nullable(),
  /** How often the subscription is billed; null without a subscription. */
  interval: z.enum(BILLING_INTERVAL_IDS).nullable(),
  /** What each renewal costs in USD (before credit); null without a subscription. */
  priceUsd: z.number().nullable(),
  /** When the subscription renews (and is charged again); null when it ends instead, or without one. */
  renewalDate: z.string().nullable(),
  accountCredit: z.string(),
  /** none: this server sells no plan (production without a payments provider). */
  provider: z.enum(['local', 'stripe', 'none']),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

export const paymentMethodsSessionSchema = z.object({ url: z.string() });
export type PaymentMethodsSession = z.infer<typeof paymentMethodsSessionSchema>;
