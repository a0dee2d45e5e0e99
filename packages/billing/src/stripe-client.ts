import type { StripeSettings } from '@doclens/config';
import Stripe from 'stripe';

/** The SDK as the product uses it: its API version, a few retries, and the API address from config. */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.api ?? {}),
  });
}

/** True for the SDK's answer to an id Stripe does not know. */
export function isStripeMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.statusCode === 404;
}
