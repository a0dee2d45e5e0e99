export {
  BILLING_CONCURRENCY,
  LOCAL_SWEEP_INTERVAL_MS,
  type RunningBilling,
  startBillingService,
} from './billing-service';
export { STRIPE_EVENTS } from './stripe-webhook-events';
export { buildStripeWebhookApp, STRIPE_WEBHOOK_PATH, startStripeWebhookServer } from './stripe-webhook-server';
