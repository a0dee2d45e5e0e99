import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayHarness, type GatewayHarness } from './gateway-harness';
import { paidTestCheckout } from './test-checkout';

let harness: GatewayHarness;

beforeAll(async () => {
  harness = await createGatewayHarness({ REDIS_URL: 'redis://127.0.0.1:1' });
});

afterAll(async () => {
  await harness?.dispose();
});

describe('billing with Redis unreachable', () => {
  it('still completes a checkout and deletes an account at once; only the emails are missed', async () => {
    const account = await harness.createUser({ verified: true });
    const cookie = await harness.login(account.email, account.password);
    const sessionId = await paidTestCheckout(harness, cookie);
    const completed = await harness.api({ method: 'POST', url: '/api/complete-checkout', cookie, body: { sessionId } });
    expect(completed.json()).toMatchObject({ plan: 'pro', status: 'active' });
    const deleted = await harness.api({
      method: 'DELETE',
      url: '/api/delete-account-with-feedback',
      cookie,
      body: { reason: 'Other' },
    });
    // Redis is never reachable here: that both answered shows neither waited for the emails' queue.
    expect(deleted.statusCode).toBe(200);
  });
});
