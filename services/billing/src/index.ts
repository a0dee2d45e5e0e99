export {
  accountDeletedEmail,
  type BillingEmail,
  billingEmailFor,
  queueBillingEmails,
  type SubscriptionObserver,
  type SubscriptionSynced,
} from './billing-emails';
export { BillingOperations, BillingRefusal } from './billing-operations';
export { BILLING_CONCURRENCY, LOCAL_SWEEP_INTERVAL_MS, startBillingService } from './billing-service';
export { createPaymentsProvider, PaymentsProviderUnavailableError } from './create-payments-provider';
export { LOCAL_CHECKOUT_PATH, LocalPaymentsProvider } from './local-payments-provider';
export type { PaymentsProvider, ProviderSubscription } from './payments-provider';
export { rewardReferralOf } from './referral-reward';
export { type SubscriptionChange, subscriptionChangeBetween, subscriptionStateOf } from './subscription-change';
export { type SyncOutcome, syncSubscriptionFromProvider } from './sync-subscription';
