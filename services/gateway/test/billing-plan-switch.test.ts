import { BILLING_MESSAGES } from '@doclens/api';
import { findUserById } from '@doclens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';
import { subscribeByTestCheckout } from './test-checkout';

const DAY_MS = 24 * 60 * 60 * 1000;
let harness: DocumentsHarness;

beforeAll(async () => {
  harness = await createDocumentsHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

/** A free user buys a plan through the local test checkout. */
async function subscribed(planType: 'pro' | 'enterprise') {
  const signedIn = await harness.signIn('free');
  await subscribeByTestCheckout(harness, signedIn.cookie, planType);
  return signedIn;
}

function changeTo(cookie: string, planType: string, interval: string) {
  return harness.api({ method: 'POST', url: '/api/change-subscription', cookie, body: { planType, interval } });
}

describe('switching plan as a subscriber (local test provider)', () => {
  it('moves an enterprise subscriber to Pro, then to yearly, on the same subscription, with price and renewal shown', async () => {
    const { user, cookie } = await subscribed('enterprise');
    const subscriptionId = (await findUserById(harness.db, user.id))?.stripeSubscriptionId;

    // A second checkout is still refused, and says what to do instead.
    const checkout = await harness.api({
      method: 'POST',
      url: '/api/create-checkout-session',
      cookie,
      body: { planType: 'pro' },
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().message).toBe(BILLING_MESSAGES.alreadySubscribed);
    expect(BILLING_MESSAGES.alreadySubscribed).toMatch(/switch/i);

    const toPro = await changeTo(cookie, 'pro', 'month');
    expect(toPro.statusCode).toBe(200);
    expect(toPro.json()).toMatchObject({
      plan: 'pro',
      status: 'active',
      interval: 'month',
      priceUsd: 9.99,
      accountCredit: '0.00',
    });
    expect(Date.parse(toPro.json().renewalDate)).toBeGreaterThan(Date.now() + 27 * DAY_MS);

    const yearly = await changeTo(cookie, 'pro', 'year');
    expect(yearly.json()).toMatchObject({ plan: 'pro', status: 'active', interval: 'year', priceUsd: 99.9 });
    expect(Date.parse(yearly.json().renewalDate)).toBeGreaterThan(Date.now() + 360 * DAY_MS);
    const details = await harness.api({ url: '/api/subscription-details', cookie });
    expect(details.json()).toEqual(yearly.json());

    const after = await findUserById(harness.db, user.id);
    expect(after?.stripeSubscriptionId).toBe(subscriptionId);
    const live = await harness.db
      .selectFrom('localSubscriptions')
      .select('id')
      .where('userId', '=', user.id)
      .where('status', '=', 'active')
      .execute();
    expect(live).toHaveLength(1);
  });

  it('renews a subscription set to end when its holder switches plan', async () => {
    const { cookie } = await subscribed('pro');
    await harness.api({
      method: 'POST',
      url: '/api/cancel-subscription-with-feedback',
      cookie,
      body: { reason: 'Switching to a different plan' },
    });
    const switched = await changeTo(cookie, 'enterprise', 'month');
    expect(switched.json()).toMatchObject({ plan: 'enterprise', status: 'active', subscriptionEndDate: null });
  });

  it('refuses the plan one has, a switch without a subscription, and a plan that does not exist', async () => {
    const { cookie } = await subscribed('pro');
    const same = await changeTo(cookie, 'pro', 'month');
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(BILLING_MESSAGES.alreadyOnPlan);

    const free = await harness.signIn('free');
    const none = await changeTo(free.cookie, 'pro', 'month');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(BILLING_MESSAGES.noSubscription);

    const unknown = await changeTo(cookie, 'platinum', 'month');
    expect(unknown.statusCode).toBe(400);
  });
});
