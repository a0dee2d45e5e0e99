export { type Billing, type BillingSetup, createBilling } from './billing';
export {
  accountDeletedEmail,
  type BillingEmail,
  billingEmailFor,
  queueBillingEmails,
  type SubscriptionObserver,
  type SubscriptionSynced,
} from './billing-emails';
export { BillingOperations, BillingRefusal } from './billing-operations';
export { createPaymentsProvider } from './create-payments-provider';
export { LOCAL_CHECKOUT_PATH, LocalPaymentsProvider } from './local-payments-provider';
export { logPaymentsMode } from './payments-mode';
export type { PaymentsProvider, ProviderSubscription } from './payments-provider';
export { rewardReferralOf } from './referral-reward';
export { resyncSubscriptions } from './resync-subscriptions';
export { createStripeClient } from './stripe-client';
export { StripePaymentsProvider } from './stripe-payments-provider';
export { type SubscriptionChange, subscriptionChangeBetween, subscriptionStateOf } from './subscription-change';
export { type SyncOutcome, syncSubscriptionFromProvider } from './sync-subscription';
