import type { BillingIntervalId, PaidPlanId, PaymentMethodsSession, SubscriptionDetails } from '@doclens/api';
import { apiJson } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/query-keys';

/**
 * The subscription calls of the account, pricing and checkout pages. Each change answers with the
 * subscription as it now is, which the pages show without asking again.
 */
export function fetchSubscriptionDetails(): Promise<SubscriptionDetails> {
  return apiJson('GET', accountKeys.subscriptionDetails[0]);
}

/** On return from the provider's checkout page: activates the plan the session paid for. */
export function completeCheckout(sessionId: string, planType: string | undefined): Promise<SubscriptionDetails> {
  return apiJson('POST', '/api/complete-checkout', { sessionId, planType });
}

export function cancelSubscription(reason: string, additionalComments: string): Promise<SubscriptionDetails> {
  return apiJson('POST', '/api/cancel-subscription-with-feedback', { reason, additionalComments });
}

export function reactivateSubscription(): Promise<SubscriptionDetails> {
  return apiJson('POST', '/api/reactivate-subscription');
}

/** A subscriber's switch of plan or interval, applied to the subscription they have. */
export function changeSubscription(planType: PaidPlanId, interval: BillingIntervalId): Promise<SubscriptionDetails> {
  return apiJson('POST', '/api/change-subscription', { planType, interval });
}

/** The provider's page where the user changes their card. */
export function openPaymentMethodsSession(): Promise<PaymentMethodsSession> {
  return apiJson('POST', '/api/payment-methods-session');
}

/** The provider's checkout page for a plan not yet held. */
export function createCheckoutSession(
  planType: PaidPlanId,
  interval: BillingIntervalId,
): Promise<{ checkoutUrl: string }> {
  return apiJson('POST', '/api/create-checkout-session', { planType, interval });
}

/** The built-in test provider's "pay" button; answers where the provider would send the user back. */
export function payTestCheckout(sessionId: string): Promise<{ returnUrl: string }> {
  return apiJson('POST', '/api/checkout/test/pay', { sessionId });
}
