import { expect } from 'vitest';
import type { GatewayHarness } from './gateway-harness';

type PaidPlanId = 'pro' | 'enterprise';

/**
 * The local provider's test checkout for `planType`, created and paid as the browser does but not
 * yet completed (the browser's return to the account page): its session id.
 */
export async function paidTestCheckout(
  harness: Pick<GatewayHarness, 'api'>,
  cookie: string,
  planType: PaidPlanId = 'pro',
): Promise<string> {
  const created = await harness.api({
    method: 'POST',
    url: '/api/create-checkout-session',
    cookie,
    body: { planType },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { sessionId } = created.json() as { sessionId: string };
  await harness.api({ method: 'POST', url: '/api/checkout/test/pay', cookie, body: { sessionId } });
  return sessionId;
}

/** Buys `planType` through the local test checkout, up to the active subscription. */
export async function subscribeByTestCheckout(
  harness: Pick<GatewayHarness, 'api'>,
  cookie: string,
  planType: PaidPlanId = 'pro',
): Promise<void> {
  const sessionId = await paidTestCheckout(harness, cookie, planType);
  const completed = await harness.api({ method: 'POST', url: '/api/complete-checkout', cookie, body: { sessionId } });
  expect(completed.json()).toMatchObject({ plan: planType, status: 'active' });
}
