import { randomBytes } from 'node:crypto';
import { resyncSubscriptions } from '@doclens/billing';
import { listReferralsOf, type User } from '@doclens/db';
import { type FakeStripeEvent, waitFor } from '@doclens/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { startStripeBilling } from './stripe-billing-harness';

const stripe = await startStripeBilling();
const {
  fake,
  db,
  logger,
  provider,
  billing,
  producer,
  newUser,
  reload,
  checkoutAndPay,
  billingJobsSettled,
  periodEndOf,
} = stripe;

afterAll(async () => {
  await stripe.stop();
});

async function storedEvents(event: FakeStripeEvent): Promise<number> {
  const rows = await db.selectFrom('billingEvents').select('id').where('id', '=', event.id).execute();
  return rows.length;
}

/** The billing emails queued for the mail worker to send to this user. */
async function emailsTo(user: User): Promise<string[]> {
  const jobs = await producer.queue('mail').getJobs(['waiting', 'delayed', 'active', 'completed']);
  return jobs.filter((job) => job?.data?.to === user.email).map((job) => String(job.data.kind));
}

async function ledgerOf(user: User) {
  return db.selectFrom('creditLedger').selectAll().where('userId', '=', user.id).execute();
}

describe('Stripe webhooks', () => {
  it('answers a missing or wrong signature with 400 and changes nothing', async () => {
    const user = await newUser();
    const { subscriptionId } = await checkoutAndPay(user);
    const event = fake.lastEvent('customer.subscription.created', subscriptionId);

    expect(await fake.deliver(event, { signature: 'missing' })).toEqual([400]);
    expect(await fake.deliver(event, { signature: 'wrong-secret' })).toEqual([400]);
    await billingJobsSettled();
    expect(await storedEvents(event)).toBe(0);
    expect((await reload(user)).plan).toBe('free');

    // The same event, properly signed, is accepted: the refusals were the signature's.
    expect(await fake.deliver(event)).toEqual([200]);
    await waitFor('the plan from the signed event', async () => (await reload(user)).plan === 'pro' || undefined);
  });

  it('answers events outside the whitelist 200 and keeps nothing of them', async () => {
    const user = await newUser();
    await billing.createCheckout(user, 'pro', 'month');
    const customerCreated = fake.lastEvent('customer.created');
    expect(await fake.deliver(customerCreated)).toEqual([200]);
    expect(await storedEvents(customerCreated)).toBe(0);
  });

  it('applies an event delivered twice, and three times at once, as one change with one referral credit', async () => {
    const referrer = await newUser();
    // Referred before the account existed: only such an address earns credit (issue 31, item 8).
    const email = `referred-${randomBytes(5).toString('hex')}@example.test`;
    await billing.createReferral(referrer, email);
    const user = await newUser(true, email);
    const { subscriptionId } = await checkoutAndPay(user, 'enterprise');
    const completed = fake.lastEvent('checkout.session.completed');

    const statuses = [...(await fake.deliver(completed, { times: 3 })), ...(await fake.deliver(completed))];
    expect(statuses).toEqual([200, 200, 200, 200]);
    await billingJobsSettled();

    expect(await storedEvents(completed)).toBe(1);
    expect(await emailsTo(user)).toEqual(['receipt']);
    const after = await reload(user);
    expect(after.plan).toBe('enterprise');
    expect(after.stripeSubscriptionId).toBe(subscriptionId);
    expect(await ledgerOf(referrer)).toHaveLength(1);
    expect((await reload(referrer)).accountCredit).toBe('5.00');
    const referrerCustomer = (await reload(referrer)).stripeCustomerId ?? '';
    expect(fake.balanceTransactionsOf(referrerCustomer).map((t) => t.amount)).toEqual([-500]);
    expect(fake.customer(referrerCustomer)?.balance).toBe(-500);
  });

  it("ends in Stripe's state whatever order its events arrive in", async () => {
    const user = await newUser();
    const { subscriptionId } = await checkoutAndPay(user);
    const created = fake.lastEvent('customer.subscription.created', subscriptionId);
    const cancelled = fake.updateSubscription(subscriptionId, { cancelAtPeriodEnd: true });
    const resumed = fake.updateSubscription(subscriptionId, { cancelAtPeriodEnd: false });
    const cancelledAgain = fake.updateSubscription(subscriptionId, { cancelAtPeriodEnd: true });

    // Newest first, the subscription's creation last and late.
    await fake.deliverInOrder([cancelledAgain, resumed]);
    await fake.deliver(created, { delayMs: 100 });
    await billingJobsSettled();
    const cancelling = await reload(user);
    expect(cancelling.plan).toBe('pro');
    expect(cancelling.subscriptionEndDate?.getTime()).toBe(periodEndOf(subscriptionId));

    const deleted = fake.endPeriod(subscriptionId);
    // The end arrives before two older events whose payloads still say active.
    await fake.deliverInOrder([deleted, cancelled]);
    await fake.deliver(fake.lastEvent('invoice.paid'), { delayMs: 50 });
    await billingJobsSettled();
    const ended = await reload(user);
    expect(ended.plan).toBe('free');
    expect(ended.stripeSubscriptionId).toBeNull();
  });
});

describe('Stripe checkout and subscription management', () => {
  it('makes one customer, one subscription and one referral credit of a checkout completed twice', async () => {
    const referrer = await newUser();
    const email = `referred-${randomBytes(5).toString('hex')}@example.test`;
    await billing.createReferral(referrer, email);
    const user = await newUser(true, email);
    await billing.createCheckout(user, 'pro', 'year'); // abandoned
    const { sessionId, subscriptionId } = await checkoutAndPay(user);
    expect(fake.pay(sessionId)).toBe(subscriptionId);

    await Promise.all([billing.completeCheckout(user, sessionId), billing.completeCheckout(user, sessionId)]);
    await fake.deliver(fake.lastEvent('checkout.session.completed'), { times: 2 });
    await billing.completeCheckout(user, sessionId);
    await billingJobsSettled();

    const after = await reload(user);
    expect(after.plan).toBe('pro');
    expect(after.stripeSubscriptionId).toBe(subscriptionId);
    const customerId = after.stripeCustomerId ?? '';
    expect(fake.subscriptionsOf(customerId)).toHaveLength(1);
    const customersOfUser = fake.events.filter(
      (e) => e.type === 'customer.created' && e.data.object.email === user.email,
    );
    expect(customersOfUser).toHaveLength(1);
    expect(await ledgerOf(referrer)).toHaveLength(1);
    const [referral] = await listReferralsOf(db, referrer.id);
    expect(referral?.status).toBe('credited');
    expect(fake.balanceTransactionsOf((await reload(referrer)).stripeCustomerId ?? '')).toHaveLength(1);
  });

  it('refuses to complete a session that is unpaid or belongs to someone else', async () => {
    const user = await newUser();
    const other = await newUser();
    const { sessionId } = await billing.createCheckout(user, 'pro', 'month');
    await expect(billing.completeCheckout(user, sessionId)).rejects.toThrow();
    fake.pay(sessionId);
    await expect(billing.completeCheckout(other, sessionId)).rejects.toThrow();
    await expect(billing.completeCheckout(user, 'cs_test_unknown')).rejects.toThrow();
    expect((await reload(other)).plan).toBe('free');
  });

  it("keeps access until Stripe's period end after a cancellation, renews on reactivation, then ends", async () => {
    const user = await newUser();
    const { sessionId, subscriptionId } = await checkoutAndPay(user);
    await billing.completeCheckout(user, sessionId);

    await billing.cancel(await reload(user), 'Too expensive', '');
    const cancelling = await reload(user);
    expect(cancelling.plan).toBe('pro');
    expect(cancelling.subscriptionEndDate?.getTime()).toBe(periodEndOf(subscriptionId));
    expect(fake.subscription(subscriptionId)?.cancel_at_period_end).toBe(true);
    expect((await billing.details(cancelling)).status).toBe('cancelling');
    const cancelEvent = fake.lastEvent('customer.subscription.updated', subscriptionId);

    await billing.reactivate(cancelling);
    expect(fake.subscription(subscriptionId)?.cancel_at_period_end).toBe(false);
    // Stripe's event of the cancellation arrives after the reactivation: the plan stays renewed.
    await fake.deliver(cancelEvent);
    await billingJobsSettled();
    const renewed = await reload(user);
    expect(renewed.plan).toBe('pro');
    expect(renewed.subscriptionEndDate).toBeNull();
    expect((await billing.details(renewed)).status).toBe('active');

    await billing.cancel(renewed, 'Other', 'done for now');
    await fake.deliver(fake.endPeriod(subscriptionId));
    await waitFor('the plan to end at the period end', async () => (await reload(user)).plan === 'free' || undefined);
    const ended = await reload(user);
    expect(ended.subscriptionEndDate).toBeNull();
    expect(ended.stripeSubscriptionId).toBeNull();
  });

  it('keeps the plan while Stripe retries a failed renewal and ends it when Stripe gives up', async () => {
    const user = await newUser();
    const { sessionId, subscriptionId } = await checkoutAndPay(user);
    await billing.completeCheckout(user, sessionId);
    await fake.deliver(fake.updateSubscription(subscriptionId, { status: 'past_due' }));
    await billingJobsSettled();
    expect((await reload(user)).plan).toBe('pro');
    expect(await emailsTo(user)).toContain('renewal_failed');
    // The account page says the payment failed and links to Stripe's page for updating the card.
    expect((await billing.details(await reload(user))).status).toBe('past_due');
    const portal = new URL(await billing.paymentMethodsUrl(await reload(user)));
    expect(portal.origin).toBe(new URL(fake.url).origin);
    expect(fake.requests).toContain('POST /v1/billing_portal/sessions');

    await fake.deliver(fake.updateSubscription(subscriptionId, { status: 'active' }));
    await billingJobsSettled();
    expect((await billing.details(await reload(user))).status).toBe('active');

    await fake.deliver(fake.updateSubscription(subscriptionId, { status: 'past_due' }));
    await billingJobsSettled();

    await fake.deliver(fake.updateSubscription(subscriptionId, { status: 'unpaid' }));
    await billingJobsSettled();
    expect((await reload(user)).plan).toBe('free');
  });

  it('sends a referral credit Stripe could not take at the time with the next resync, once', async () => {
    const referrer = await newUser();
    const email = `referred-${randomBytes(5).toString('hex')}@example.test`;
    await billing.createReferral(referrer, email);
    const user = await newUser(true, email);
    const { sessionId } = await checkoutAndPay(user);
    fake.failRequests(/^POST \/v1\/customers\/[^/]+\/balance_transactions$/, 1);
    await billing.completeCheckout(user, sessionId);
    expect((await reload(referrer)).accountCredit).toBe('5.00');
    const customerId = (await reload(referrer)).stripeCustomerId ?? '';
    expect(fake.balanceTransactionsOf(customerId)).toHaveLength(0);

    await resyncSubscriptions({ db, provider, jobs: producer, logger }, `resync-credit-${sessionId}`);
    await resyncSubscriptions({ db, provider, jobs: producer, logger }, `resync-credit-again-${sessionId}`);
    expect(fake.balanceTransactionsOf(customerId).map((t) => t.amount)).toEqual([-500]);
    await billingJobsSettled();
  });

  it('replays missed events by re-reading Stripe (npm run billing:resync)', async () => {
    const user = await newUser();
    const { sessionId, subscriptionId } = await checkoutAndPay(user);
    // Neither the return to /account nor any webhook reached the product.
    const queued = await resyncSubscriptions({ db, provider, jobs: producer, logger }, `resync-${sessionId}`);
    expect(queued).toContain(subscriptionId);
    await billingJobsSettled();
    expect((await reload(user)).plan).toBe('pro');
  });
});
