import { findUserById } from '@doclens/db';
import { createLogger } from '@doclens/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayHarness, type GatewayHarness } from './gateway-harness';

const PRODUCTION = { NODE_ENV: 'production', ALTCHA_HMAC_KEY: 'a-real-test-only-hmac-key-0123456789' };

async function signedIn(harness: GatewayHarness) {
  const { user, email, password } = await harness.createUser({ verified: true });
  return { user, cookie: await harness.login(email, password) };
}

/** The gateway's log lines, parsed, for the payment mode it announces at start-up. */
function capturingLogger(lines: Record<string, unknown>[]) {
  const destination = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  return createLogger({ level: 'info', service: 'gateway', destination });
}

describe('a production deployment without Stripe keys', () => {
  const lines: Record<string, unknown>[] = [];
  let harness: GatewayHarness;

  beforeAll(async () => {
    harness = await createGatewayHarness(PRODUCTION, { logger: capturingLogger(lines) });
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  it('says payments are not configured (503) and never grants a paid plan', async () => {
    const { user, cookie } = await signedIn(harness);
    const created = await harness.api({
      method: 'POST',
      url: '/api/create-checkout-session',
      cookie,
      body: { planType: 'enterprise' },
    });
    expect(created.statusCode).toBe(503);
    expect(created.json().message).toMatch(/payments are not configured/i);

    // The local test checkout's pay step does not exist here.
    const paid = await harness.api({
      method: 'POST',
      url: '/api/checkout/test/pay',
      cookie,
      body: { sessionId: 'cs_local_anything' },
    });
    expect(paid.statusCode).toBe(404);
    expect((await findUserById(harness.db, user.id))?.plan).toBe('free');

    const details = await harness.api({ url: '/api/subscription-details', cookie });
    expect(details.json()).toMatchObject({ plan: 'free', status: 'none', provider: 'none' });
  });

  it('logs at start-up that no payments provider is active', () => {
    const announced = lines.find((line) => line.msg === 'payments mode');
    expect(announced).toMatchObject({ paymentsProvider: 'none' });
  });
});

describe('a production deployment whose operator turns the test checkout on by name', () => {
  const lines: Record<string, unknown>[] = [];
  let harness: GatewayHarness;

  beforeAll(async () => {
    harness = await createGatewayHarness(
      { ...PRODUCTION, PAYMENTS_PROVIDER: 'local' },
      { logger: capturingLogger(lines) },
    );
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  it('offers the labelled test checkout and logs that it is on', async () => {
    const { cookie } = await signedIn(harness);
    const created = await harness.api({
      method: 'POST',
      url: '/api/create-checkout-session',
      cookie,
      body: { planType: 'pro' },
    });
    expect(created.statusCode).toBe(200);
    expect(new URL(created.json().checkoutUrl).pathname).toBe('/checkout/test');
    expect(lines.find((line) => line.msg === 'payments mode')).toMatchObject({ paymentsProvider: 'local' });
  });
});
