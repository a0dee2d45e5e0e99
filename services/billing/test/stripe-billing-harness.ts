import type { StripePaymentsProvider } from '@doclens/billing';
import { createPaymentsProvider } from '@doclens/billing';
import type { User } from '@doclens/db';
import { type FakeStripeServer, startFakeStripeServer, waitFor } from '@doclens/testing';
import { expect } from 'vitest';
import { type RunningBilling, startBillingService } from '../src/index';
import { type BillingHarness, createBillingHarness } from './billing-harness';

/** The four prices the Stripe tests sell, as the Dashboard would hold them. */
export const TEST_PRICES = {
  price_pro_month: 'month',
  price_pro_year: 'year',
  price_enterprise_month: 'month',
  price_enterprise_year: 'year',
} as const;

export interface StripeBillingHarness extends BillingHarness {
  fake: FakeStripeServer;
  provider: StripePaymentsProvider;
  service: RunningBilling;
  /** The user goes through Stripe Checkout and pays; nothing tells the product yet. */
  checkoutAndPay(
    user: User,
    plan?: 'pro' | 'enterprise',
    interval?: 'month' | 'year',
  ): Promise<{ sessionId: string; subscriptionId: string }>;
  /** Every sync job queued so far has run (retries included). */
  billingJobsSettled(): Promise<void>;
  /** The end of the subscription's paid period at Stripe, in ms. */
  periodEndOf(subscriptionId: string): number;
  stop(): Promise<void>;
}

/**
 * The billing service with the Stripe provider against the fake Stripe server: the SDK's requests
 * go to the fake, and the fake's events reach the service's real webhook endpoint, signed.
 */
export async function startStripeBilling(): Promise<StripeBillingHarness> {
  const fake = await startFakeStripeServer({ prices: TEST_PRICES });
  const harness = await createBillingHarness({
    env: {
      HOST: '127.0.0.1',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_PRICE_PRO: 'price_pro_month',
      STRIPE_PRICE_PRO_ANNUAL: 'price_pro_year',
      STRIPE_PRICE_ENTERPRISE: 'price_enterprise_month',
      STRIPE_PRICE_ENTERPRISE_ANNUAL: 'price_enterprise_year',
      STRIPE_API_BASE: fake.url,
      BILLING_WEBHOOK_PORT: '0',
    },
    provider: (config, db) => createPaymentsProvider(config, db) as StripePaymentsProvider,
  });
  const service = await startBillingService(harness.config, harness.logger);
  if (!service.webhookUrl) throw new Error('the billing service did not listen for Stripe webhooks');
  fake.setWebhookUrl(service.webhookUrl);
  return {
    ...harness,
    fake,
    service,
    async checkoutAndPay(user, plan = 'pro', interval = 'month') {
      const { sessionId, checkoutUrl } = await harness.billing.createCheckout(user, plan, interval);
      expect(checkoutUrl).toBe(`${fake.url}/pay/${sessionId}`);
      return { sessionId, subscriptionId: fake.pay(sessionId) };
    },
    async billingJobsSettled() {
      await waitFor('the billing jobs to finish', async () => {
        const counts = await harness.producer
          .queue('billing')
          .getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        return Object.values(counts).every((count) => count === 0) || undefined;
      });
    },
    periodEndOf(subscriptionId) {
      const items = fake.subscription(subscriptionId)?.items as { data: { current_period_end: number }[] };
      return (items.data[0]?.current_period_end ?? 0) * 1000;
    },
    async stop() {
      await service.stop();
      await harness.close();
      await fake.close();
    },
  };
}
