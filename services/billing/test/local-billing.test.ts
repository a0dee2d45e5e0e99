import { randomBytes } from 'node:crypto';
import { BillingRefusal, LocalPaymentsProvider } from '@doclens/billing';
import { listReferralsOf, type User, updateUser } from '@doclens/db';
import { sweepLocalSubscriptions } from '@doclens/queue';
import type { RunningService } from '@doclens/service-runtime';
import { waitFor } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingService } from '../src/index';
import { createBillingHarness } from './billing-harness';

const harness = await createBillingHarness({
  provider: (config, db) => new LocalPaymentsProvider(db, config.http.appUrl),
});
const { config, db, logger, provider, billing, producer, newUser, reload } = harness;
let service: RunningService;

beforeAll(async () => {
  service = await startBillingService(config, logger);
});

afterAll(async () => {
  await service.stop();
  await harness.close();
});

async function subscribe(user: User, plan: 'pro' | 'enterprise' = 'pro') {
  const { sessionId, checkoutUrl } = await billing.createCheckout(user, plan, 'month');
  await provider.payCheckoutSession(sessionId);
  await billing.completeCheckout(user, sessionId);
  return { sessionId, checkoutUrl };
}

describe('local test provider', () => {
  it('takes a free user through checkout to the paid plan', async () => {
    const user = await newUser();
    const { checkoutUrl } = await subscribe(user);
    expect(checkoutUrl).toContain('/checkout/test?session_id=cs_local_');
    const after = await reload(user);
    expect(after.plan).toBe('pro');
    expect(after.stripeSubscriptionId).toMatch(/^sub_local_/);
    expect(after.subscriptionEndDate).toBeNull();
    expect((await billing.details(after)).status).toBe('active');
  });

  it('refuses to complete a session that was not paid or belongs to someone else', async () => {
    const user = await newUser();
    const other = await newUser();
    const { sessionId } = await billing.createCheckout(user, 'pro', 'month');
    await expect(billing.completeCheckout(user, sessionId)).rejects.toBeInstanceOf(BillingRefusal);
    await provider.payCheckoutSession(sessionId);
    await expect(billing.completeCheckout(other, sessionId)).rejects.toBeInstanceOf(BillingRefusal);
    expect((await reload(other)).plan).toBe('free');
  });

  it('makes one subscription and one referral credit of a checkout paid and completed twice, concurrently', async () => {
    const referrer = await newUser();
    // Referred before the account existed: only such an address earns credit (issue 31, item 8).
    const email = `referred-${randomBytes(5).toString('hex')}@example.test`;
    await billing.createReferral(referrer, email);
    const user = await newUser(true, email);
    const { sessionId } = await billing.createCheckout(user, 'enterprise', 'year');
    const paid = await Promise.all([provider.payCheckoutSession(sessionId), provider.payCheckoutSession(sessionId)]);
    expect(paid[0]).toBe(paid[1]);
    await Promise.all([billing.completeCheckout(user, sessionId), billing.completeCheckout(user, sessionId)]);
    await billing.completeCheckout(user, sessionId);
    const after = await reload(user);
    expect(after.plan).toBe('enterprise');
    expect(after.stripeSubscriptionId).toBe(paid[0]);
    const rows = await db.selectFrom('localSubscriptions').select('id').where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect((await reload(referrer)).accountCredit).toBe('5.00');
    const [referral] = await listReferralsOf(db, referrer.id);
    expect(referral?.status).toBe('credited');
    expect(referral?.planUpgradedTo).toBe('enterprise');
    expect((await billing.details(await reload(referrer))).accountCredit).toBe('5.00');
  });

  it('credits an unverified referrer nothing', async () => {
    const referrer = await newUser(false);
    const user = await newUser();
    await billing.createReferral(referrer, user.email);
    await subscribe(user);
    expect((await reload(referrer)).accountCredit).toBe('0.00');
    const [referral] = await listReferralsOf(db, referrer.id);
    expect(referral?.status).toBe('completed');
  });

  it('refuses a referral to oneself, to a paying customer and to an address referred before', async () => {
    const referrer = await newUser();
    const customer = await newUser();
    await subscribe(customer);
    await expect(billing.createReferral(referrer, referrer.email.toUpperCase())).rejects.toThrow(
      'You cannot refer yourself',
    );
    await expect(billing.createReferral(referrer, customer.email)).rejects.toThrow('already has an account');
    await billing.createReferral(referrer, 'friend-once@example.test');
    await expect(billing.createReferral(await newUser(), 'friend-once@example.test')).rejects.toThrow(
      'already been referred',
    );
  });

  it('keeps access until the end date after a cancellation, renews on reactivation, and ends at the period end', async () => {
    const user = await newUser();
    await subscribe(user);
    await billing.cancel(await reload(user), 'Too expensive', 'fine otherwise');
    const cancelling = await reload(user);
    expect(cancelling.plan).toBe('pro');
    expect(cancelling.subscriptionEndDate).toBeInstanceOf(Date);
    expect((await billing.details(cancelling)).status).toBe('cancelling');

    await billing.reactivate(cancelling);
    const renewed = await reload(user);
    expect(renewed.plan).toBe('pro');
    expect(renewed.subscriptionEndDate).toBeNull();

    await billing.cancel(renewed, 'Other', '');
    const subscriptionId = renewed.stripeSubscriptionId ?? '';
    await db
      .updateTable('localSubscriptions')
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where('id', '=', subscriptionId)
      .execute();
    await producer.enqueue(sweepLocalSubscriptions, { requestId: `test-sweep-${randomBytes(4).toString('hex')}` });
    const ended = await waitFor('the cancelled plan to end', async () => {
      const row = await reload(user);
      return row.plan === 'free' ? row : undefined;
    });
    expect(ended.stripeSubscriptionId).toBeNull();
    expect(ended.subscriptionEndDate).toBeNull();
  });

  it('renews a subscription that was not cancelled when its period ends', async () => {
    const user = await newUser();
    await subscribe(user);
    const subscriptionId = (await reload(user)).stripeSubscriptionId ?? '';
    await db
      .updateTable('localSubscriptions')
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where('id', '=', subscriptionId)
      .execute();
    const renewedIds = await provider.renewOrEndDue();
    expect(renewedIds).toContain(subscriptionId);
    const subscription = await provider.retrieveSubscription(subscriptionId);
    expect(subscription?.status).toBe('active');
    expect(subscription?.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now());
    expect((await reload(user)).plan).toBe('pro');
  });

  it('does not let an old subscription ending take away a newer one', async () => {
    const user = await newUser();
    await subscribe(user);
    const old = (await reload(user)).stripeSubscriptionId ?? '';
    await updateUser(db, user.id, { plan: 'free', stripeSubscriptionId: null });
    await subscribe(await reload(user), 'enterprise');
    await provider.cancelNow(old);
    await billing.completeCheckout(
      await reload(user),
      (await db.selectFrom('checkoutSessions').select('id').where('subscriptionId', '=', old).executeTakeFirstOrThrow())
        .id,
    );
    expect((await reload(user)).plan).toBe('enterprise');
  });

  it('keeps one live subscription, the one paid for last, when two checkouts opened while free are both paid', async () => {
    const user = await newUser();
    const pro = await billing.createCheckout(user, 'pro', 'month');
    const enterprise = await billing.createCheckout(user, 'enterprise', 'month');
    await provider.payCheckoutSession(pro.sessionId);
    await provider.payCheckoutSession(enterprise.sessionId);
    // The returns from checkout come back in the other order.
    await billing.completeCheckout(user, enterprise.sessionId);
    await billing.completeCheckout(await reload(user), pro.sessionId);

    const after = await reload(user);
    expect(after.plan).toBe('enterprise');
    const live = await db
      .selectFrom('localSubscriptions')
      .select(['id', 'plan'])
      .where('userId', '=', user.id)
      .where('status', '=', 'active')
      .execute();
    expect(live).toEqual([{ id: after.stripeSubscriptionId, plan: 'enterprise' }]);
  });

  it('does not let a late sync of an old, cancelled subscription take away a newer plan', async () => {
    const user = await newUser();
    const { sessionId: oldSession } = await subscribe(user);
    await billing.cancel(await reload(user), 'Switching to a different plan', '');
    await subscribe(await reload(user), 'enterprise');
    // The old subscription's return and its period end, late.
    await billing.completeCheckout(await reload(user), oldSession);
    const old = await db
      .selectFrom('checkoutSessions')
      .select('subscriptionId')
      .where('id', '=', oldSession)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('localSubscriptions')
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where('id', '=', old.subscriptionId ?? '')
      .execute();
    await provider.renewOrEndDue();
    await billing.completeCheckout(await reload(user), oldSession);
    const after = await reload(user);
    expect(after.plan).toBe('enterprise');
    expect(after.subscriptionEndDate).toBeNull();
  });
});
