import { BILLING_MESSAGES } from '@doclens/api';
import { findUserById } from '@doclens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';
import { uniqueEmail } from './gateway-harness';

let harness: DocumentsHarness;

beforeAll(async () => {
  harness = await createDocumentsHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

async function checkout(cookie: string, planType: 'pro' | 'enterprise' = 'pro') {
  const created = await harness.api({
    method: 'POST',
    url: '/api/create-checkout-session',
    cookie,
    body: { planType },
  });
  expect(created.statusCode).toBe(200);
  const { checkoutUrl, sessionId } = created.json() as { checkoutUrl: string; sessionId: string };
  expect(new URL(checkoutUrl).pathname).toBe('/checkout/test');
  const paid = await harness.api({ method: 'POST', url: '/api/checkout/test/pay', cookie, body: { sessionId } });
  expect(paid.statusCode).toBe(200);
  expect(paid.json().returnUrl).toBe(`/account?success=true&plan=${planType}&session_id=${sessionId}`);
  return sessionId;
}

describe('subscription calls with the local test provider', () => {
  it('takes a free user to pro through checkout; completing twice changes nothing more', async () => {
    const { user, cookie } = await harness.signIn('free');
    const sessionId = await checkout(cookie);
    const first = await harness.api({
      method: 'POST',
      url: '/api/complete-checkout',
      cookie,
      body: { sessionId, planType: 'pro' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ plan: 'pro', status: 'active', subscriptionEndDate: null, provider: 'local' });
    const again = await harness.api({ method: 'POST', url: '/api/complete-checkout', cookie, body: { sessionId } });
    expect(again.json()).toEqual(first.json());
    expect((await findUserById(harness.db, user.id))?.plan).toBe('pro');
    // A pro-only call now succeeds.
    const generated = await harness.api({
      method: 'POST',
      url: '/api/generate-document',
      cookie,
      body: { documentType: 'Essay', parameters: { Topic: 'Tides' } },
    });
    expect(generated.statusCode).toBe(200);
  });

  it('does not trust the return query: an unpaid or foreign session is refused and the plan stays free', async () => {
    const owner = await harness.signIn('free');
    const stranger = await harness.signIn('free');
    const created = await harness.api({
      method: 'POST',
      url: '/api/create-checkout-session',
      cookie: owner.cookie,
      body: { planType: 'enterprise' },
    });
    const { sessionId } = created.json() as { sessionId: string };
    const unpaid = await harness.api({
      method: 'POST',
      url: '/api/complete-checkout',
      cookie: owner.cookie,
      body: { sessionId },
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('Payment completed but subscription setup failed');
    const foreignPay = await harness.api({
      method: 'POST',
      url: '/api/checkout/test/pay',
      cookie: stranger.cookie,
      body: { sessionId },
    });
    expect(foreignPay.statusCode).toBe(404);
    expect((await findUserById(harness.db, stranger.user.id))?.plan).toBe('free');
  });

  it('cancels with feedback (end date shown, access kept) and renews', async () => {
    const { cookie } = await harness.signIn('free');
    const sessionId = await checkout(cookie);
    await harness.api({ method: 'POST', url: '/api/complete-checkout', cookie, body: { sessionId } });
    const noReason = await harness.api({
      method: 'POST',
      url: '/api/cancel-subscription-with-feedback',
      cookie,
      body: {},
    });
    expect(noReason.statusCode).toBe(400);
    const tooLong = await harness.api({
      method: 'POST',
      url: '/api/cancel-subscription-with-feedback',
      cookie,
      body: { reason: 'Other', additionalComments: 'x'.repeat(1001) },
    });
    expect(tooLong.statusCode).toBe(400);
    const cancelled = await harness.api({
      method: 'POST',
      url: '/api/cancel-subscription-with-feedback',
      cookie,
      body: { reason: 'Too expensive', additionalComments: 'maybe later' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ plan: 'pro', status: 'cancelling' });
    expect(Date.parse(cancelled.json().subscriptionEndDate)).toBeGreaterThan(Date.now());
    const renewed = await harness.api({ method: 'POST', url: '/api/reactivate-subscription', cookie });
    expect(renewed.json()).toMatchObject({ plan: 'pro', status: 'active', subscriptionEndDate: null });
  });

  it('refuses to cancel or renew without a subscription', async () => {
    const { cookie } = await harness.signIn('free');
    const cancel = await harness.api({
      method: 'POST',
      url: '/api/cancel-subscription-with-feedback',
      cookie,
      body: { reason: 'Other' },
    });
    expect(cancel.statusCode).toBe(409);
    expect((await harness.api({ method: 'POST', url: '/api/reactivate-subscription', cookie })).statusCode).toBe(409);
  });

  it('says plainly that the local provider keeps no card to update', async () => {
    const { cookie } = await harness.signIn('pro');
    const portal = await harness.api({ method: 'POST', url: '/api/payment-methods-session', cookie });
    expect(portal.statusCode).toBe(409);
    expect(portal.json().message).toMatch(/no payment method to update/);
  });

  it('answers 401 to signed-out billing calls', async () => {
    for (const [method, url] of [
      ['GET', '/api/subscription-details'],
      ['POST', '/api/payment-methods-session'],
      ['POST', '/api/create-checkout-session'],
      ['POST', '/api/referrals/generate-code'],
      ['GET', '/api/referrals/my-referrals'],
      ['GET', '/api/account/credit'],
    ] as const) {
      expect(
        (await harness.api({ method, url, body: method === 'POST' ? { planType: 'pro' } : undefined })).statusCode,
      ).toBe(401);
    }
  });
});

describe('referrals and credit', () => {
  it('keeps one code per user, refuses self and repeated referrals, and credits $5 once when the referred user pays', async () => {
    const referrer = await harness.signIn('free');
    const code = await harness.api({ method: 'POST', url: '/api/referrals/generate-code', cookie: referrer.cookie });
    const codeAgain = await harness.api({
      method: 'POST',
      url: '/api/referrals/generate-code',
      cookie: referrer.cookie,
    });
    expect(code.json().referralCode).toMatch(/^[0-9A-F]{10}$/);
    expect(codeAgain.json().referralCode).toBe(code.json().referralCode);

    const self = await harness.api({
      method: 'POST',
      url: '/api/referrals/create',
      cookie: referrer.cookie,
      body: { referredEmail: referrer.user.email },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot refer yourself');

    // Referred before the friend has an account: only such an address earns credit (issue 31, item 8).
    const friendEmail = uniqueEmail('friend');
    const created = await harness.api({
      method: 'POST',
      url: '/api/referrals/create',
      cookie: referrer.cookie,
      body: { referrerEmail: referrer.user.email, referredEmail: friendEmail },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ status: 'pending', creditAmount: '5.00' });
    const twice = await harness.api({
      method: 'POST',
      url: '/api/referrals/create',
      cookie: referrer.cookie,
      body: { referredEmail: friendEmail },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This email address has already been referred');
    const friendAccount = await harness.createUser({ email: friendEmail, verified: true });
    const friend = {
      user: friendAccount.user,
      cookie: await harness.login(friendAccount.email, friendAccount.password),
    };

    const sessionId = await checkout(friend.cookie);
    await harness.api({ method: 'POST', url: '/api/complete-checkout', cookie: friend.cookie, body: { sessionId } });
    await harness.api({ method: 'POST', url: '/api/complete-checkout', cookie: friend.cookie, body: { sessionId } });

    const credit = await harness.api({ url: '/api/account/credit', cookie: referrer.cookie });
    expect(credit.json()).toEqual({ accountCredit: '5.00' });
    const mine = await harness.api({ url: '/api/referrals/my-referrals', cookie: referrer.cookie });
    expect(mine.json().referrals).toEqual([
      expect.objectContaining({ referredEmail: friend.user.email, status: 'credited', planUpgradedTo: 'pro' }),
    ]);
    const theirs = await harness.api({ url: '/api/referrals/my-referrals', cookie: friend.cookie });
    expect(theirs.json().referrals).toEqual([]);
  });
});

describe('a referral named at checkout', () => {
  it('is refused, since the buyer already has an account, and earns the named referrer nothing; a stranger’s address cannot be named as referred', async () => {
    const referrer = await harness.signIn('free');
    const buyer = await harness.signIn('free');
    const other = await harness.signIn('free');
    const forSomeoneElse = await harness.api({
      method: 'POST',
      url: '/api/referrals/create',
      cookie: buyer.cookie,
      body: { referrerEmail: referrer.user.email, referredEmail: other.user.email },
    });
    expect(forSomeoneElse.statusCode).toBe(400);
    expect(forSomeoneElse.json().message).toBe('Your email is not available');
    const unknownReferrer = await harness.api({
      method: 'POST',
      url: '/api/referrals/create',
      cookie: buyer.cookie,
      body: { referrerEmail: 'nobody-here@example.test', referredEmail: buyer.user.email },
    });
    expect(unknownReferrer.statusCode).toBe(404);

    const named = await harness.api({
      method: 'POST',
      url: '/api/referrals/create',
      cookie: buyer.cookie,
      body: { referrerEmail: referrer.user.email.toUpperCase(), referredEmail: buyer.user.email },
    });
    // Issue 31, item 8: only an address referred before its account existed earns credit.
    expect(named.statusCode, named.body).toBe(409);
    expect(named.json().message).toBe(BILLING_MESSAGES.referralAfterSignUp);
    const sessionId = await checkout(buyer.cookie);
    await harness.api({ method: 'POST', url: '/api/complete-checkout', cookie: buyer.cookie, body: { sessionId } });
    const credit = await harness.api({ url: '/api/account/credit', cookie: referrer.cookie });
    expect(credit.json()).toEqual({ accountCredit: '0.00' });
    const mine = await harness.api({ url: '/api/referrals/my-referrals', cookie: referrer.cookie });
    expect(mine.json().referrals).toEqual([]);
  });
});
