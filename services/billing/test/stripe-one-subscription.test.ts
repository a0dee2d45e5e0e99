import type { User } from '@doclens/db';
import { afterAll, describe, expect, it } from 'vitest';
import { startStripeBilling } from './stripe-billing-harness';

const stripe = await startStripeBilling();

afterAll(async () => {
  await stripe.stop();
});

/** Stripe dates a subscription to the second: one bought a second later is the newer. */
const aSecondLater = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** The user's subscriptions at Stripe that would still charge them. */
function liveSubscriptionsOf(user: User): string[] {
  return stripe.fake
    .subscriptionsOf(user.stripeCustomerId ?? '')
    .filter((subscription) => subscription.status !== 'canceled')
    .map((subscription) => subscription.id);
}

async function emailsTo(user: User): Promise<string[]> {
  const jobs = await stripe.producer.queue('mail').getJobs(['waiting', 'delayed', 'active', 'completed']);
  return jobs.filter((job) => job?.data?.to === user.email).map((job) => String(job.data.kind));
}

describe('a late event of an old subscription (Stripe)', () => {
  it('changes nothing once a newer subscription is the account’s', async () => {
    const { billing, fake, reload } = stripe;
    const user = await stripe.newUser();
    const first = await stripe.checkoutAndPay(user, 'pro');
    await billing.completeCheckout(user, first.sessionId);
    await billing.cancel(await reload(user), 'Switching to a different plan', '');
    const lateUpdate = fake.lastEvent('customer.subscription.updated', first.subscriptionId);

    await aSecondLater();
    const second = await stripe.checkoutAndPay(await reload(user), 'enterprise');
    await fake.deliver(fake.lastEvent('checkout.session.completed', second.sessionId));
    await stripe.billingJobsSettled();
    expect((await reload(user)).plan).toBe('enterprise');

    // The old subscription's update, then its end, arrive late.
    expect(await fake.deliver(lateUpdate)).toEqual([200]);
    await stripe.billingJobsSettled();
    expect(await fake.deliver(fake.endPeriod(first.subscriptionId))).toEqual([200]);
    await stripe.billingJobsSettled();

    const after = await reload(user);
    expect(after.plan).toBe('enterprise');
    expect(after.stripeSubscriptionId).toBe(second.subscriptionId);
    expect(after.subscriptionEndDate).toBeNull();
    expect(await emailsTo(user)).not.toContain('plan_ended');
    expect(liveSubscriptionsOf(after)).toEqual([second.subscriptionId]);
  });
});

describe('two checkouts opened while free, both paid (Stripe)', () => {
  it.each([
    ['newest first', true],
    ['oldest first', false],
  ])(
    'keep one live subscription, the one paid for last, whatever the events’ order (%s)',
    async (_order, newestFirst) => {
      const { billing, fake, reload } = stripe;
      const user = await stripe.newUser();
      const pro = await billing.createCheckout(user, 'pro', 'month');
      const enterprise = await billing.createCheckout(user, 'enterprise', 'month');
      const proSubscription = fake.pay(pro.sessionId);
      await aSecondLater();
      const enterpriseSubscription = fake.pay(enterprise.sessionId);

      const completed = [
        fake.lastEvent('checkout.session.completed', pro.sessionId),
        fake.lastEvent('checkout.session.completed', enterprise.sessionId),
      ];
      await fake.deliverInOrder(newestFirst ? completed.reverse() : completed);
      await stripe.billingJobsSettled();

      const after = await reload(user);
      expect(after.plan).toBe('enterprise');
      expect(after.stripeSubscriptionId).toBe(enterpriseSubscription);
      expect(liveSubscriptionsOf(after)).toEqual([enterpriseSubscription]);
      // The unused time of the one ended is credited, not lost.
      expect(fake.calls).toContainEqual({
        request: `DELETE /v1/subscriptions/${proSubscription}`,
        params: expect.objectContaining({ prorate: 'true', invoice_now: 'true' }),
      });

      // Its end, told late, changes nothing; cancelling leaves nothing that would charge again.
      await fake.deliver(fake.lastEvent('customer.subscription.deleted', proSubscription));
      await stripe.billingJobsSettled();
      expect((await reload(user)).plan).toBe('enterprise');
      await billing.cancel(await reload(user), 'Other', '');
      expect(fake.subscription(enterpriseSubscription)?.cancel_at_period_end).toBe(true);
      expect(liveSubscriptionsOf(after)).toEqual([enterpriseSubscription]);
      expect((await reload(user)).plan).toBe('enterprise');
    },
  );
});

describe('switching plan as a subscriber (Stripe)', () => {
  it('replaces the price on the same subscription with prorations, and shows the new price and renewal', async () => {
    const { billing, fake, reload } = stripe;
    const user = await stripe.newUser();
    const { sessionId, subscriptionId } = await stripe.checkoutAndPay(user, 'enterprise');
    await billing.completeCheckout(user, sessionId);
    const items = fake.subscription(subscriptionId)?.items as { data: { id: string }[] } | undefined;
    const itemId = items?.data[0]?.id;

    await billing.changePlan(await reload(user), 'pro', 'month');
    expect(fake.calls).toContainEqual({
      request: `POST /v1/subscriptions/${subscriptionId}`,
      params: expect.objectContaining({
        items: { 0: { id: itemId, price: 'price_pro_month' } },
        proration_behavior: 'create_prorations',
      }),
    });
    const toPro = await reload(user);
    expect(toPro.plan).toBe('pro');
    expect(toPro.stripeSubscriptionId).toBe(subscriptionId);
    expect(await billing.details(toPro)).toMatchObject({
      plan: 'pro',
      status: 'active',
      interval: 'month',
      priceUsd: 9.99,
      renewalDate: new Date(stripe.periodEndOf(subscriptionId)).toISOString(),
    });

    // Stripe's event of the switch, through the webhook, agrees; then a yearly price starts a new year.
    await fake.deliver(fake.lastEvent('customer.subscription.updated', subscriptionId));
    await stripe.billingJobsSettled();
    await billing.changePlan(await reload(user), 'pro', 'year');
    const yearly = await billing.details(await reload(user));
    expect(yearly).toMatchObject({ plan: 'pro', interval: 'year', priceUsd: 99.9 });
    expect(Date.parse(yearly.renewalDate ?? '')).toBeGreaterThan(Date.now() + 360 * 24 * 60 * 60 * 1000);
    await fake.deliver(fake.lastEvent('customer.subscription.updated', subscriptionId));
    await stripe.billingJobsSettled();

    const after = await reload(user);
    expect(after.plan).toBe('pro');
    expect(liveSubscriptionsOf(after)).toEqual([subscriptionId]);
  });
});
