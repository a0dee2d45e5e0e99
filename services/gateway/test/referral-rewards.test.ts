import { BILLING_MESSAGES } from '@doclens/api';
import { issueEmailToken } from '@doclens/auth';
import { findUserByEmail } from '@doclens/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness, type SignedInUser } from './documents-harness';
import { uniqueEmail } from './gateway-harness';
import { subscribeByTestCheckout } from './test-checkout';

/**
 * The $5 referral credit goes only to a verified address that had no account when it was referred,
 * once per address ever, even across account deletion (docs/decisions.md, issue 31 item 8).
 */

const HOUR = 3_600_000;
const PASSWORD = 'a-long-and-unusual-passphrase-42';

let harness: DocumentsHarness;

beforeAll(async () => {
  harness = await createDocumentsHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

async function refer(referrer: SignedInUser, referredEmail: string) {
  return harness.api({
    method: 'POST',
    url: '/api/referrals/create',
    cookie: referrer.cookie,
    body: { referredEmail },
  });
}

/** Registers through the real route and signs in without verifying, as a throwaway account would. */
async function register(email: string): Promise<{ id: string; cookie: string }> {
  const registered = await harness.api({
    method: 'POST',
    url: '/api/auth/register',
    body: { name: 'Throwaway', email, password: PASSWORD },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const cookie = await harness.login(email, PASSWORD);
  const user = await findUserByEmail(harness.db, email);
  if (!user) throw new Error('registered user missing');
  return { id: user.id, cookie };
}

async function verify(userId: string): Promise<void> {
  const { token } = await issueEmailToken(harness.db, userId, 'verify_email', HOUR);
  const response = await harness.api({ url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
  expect(response.statusCode, response.body).toBe(200);
}

async function creditOf(referrer: SignedInUser): Promise<string> {
  const response = await harness.api({ url: '/api/account/credit', cookie: referrer.cookie });
  return response.json<{ accountCredit: string }>().accountCredit;
}

async function deleteAccount(cookie: string): Promise<void> {
  const response = await harness.api({
    method: 'DELETE',
    url: '/api/delete-account-with-feedback',
    cookie,
    body: { reason: 'Other' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('who earns the referral credit', () => {
  it('an address that already has an account cannot be referred, and earns nothing when it pays', async () => {
    const referrer = await harness.signIn('free');
    const existing = await harness.signIn('free');
    const response = await refer(referrer, existing.user.email);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(BILLING_MESSAGES.referralExistingCustomer);
    await subscribeByTestCheckout(harness, existing.cookie);
    expect(await creditOf(referrer)).toBe('0.00');
  });

  it('an unverified throwaway account naming a referrer at checkout earns them nothing', async () => {
    const referrer = await harness.signIn('free');
    const throwaway = uniqueEmail('throwaway');
    const { cookie } = await register(throwaway);
    const named = await harness.api({
      method: 'POST',
      url: '/api/referrals/create',
      cookie,
      body: { referrerEmail: referrer.user.email, referredEmail: throwaway },
    });
    expect(named.statusCode).toBe(409);
    expect(named.json().message).toBe(BILLING_MESSAGES.referralAfterSignUp);
    await subscribeByTestCheckout(harness, cookie);
    expect(await creditOf(referrer)).toBe('0.00');
  });

  it('a referred address that pays while unverified earns the credit only once it is verified', async () => {
    const referrer = await harness.signIn('free');
    const friend = uniqueEmail('friend');
    expect((await refer(referrer, friend)).statusCode).toBe(200);
    const { id, cookie } = await register(friend);
    await subscribeByTestCheckout(harness, cookie);
    expect(await creditOf(referrer)).toBe('0.00');
    await verify(id);
    expect(await creditOf(referrer)).toBe('5.00');
  });

  it('an address is rewarded once ever: deleting the account and registering again earns nothing more', async () => {
    const referrer = await harness.signIn('free');
    const friend = uniqueEmail('friend');
    expect((await refer(referrer, friend)).statusCode).toBe(200);
    const first = await register(friend);
    await verify(first.id);
    await subscribeByTestCheckout(harness, first.cookie);
    expect(await creditOf(referrer)).toBe('5.00');

    await deleteAccount(first.cookie);
    // The record of rewarded addresses survives the deletion without holding the address.
    const rewarded = await sql<{ text: string }>`select t::text as text from rewarded_referral_addresses t`.execute(
      harness.db,
    );
    expect(rewarded.rows.length).toBeGreaterThan(0);
    for (const row of rewarded.rows) expect(row.text).not.toContain(friend);

    const again = await refer(referrer, friend.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BILLING_MESSAGES.referralDuplicate);
    const otherReferrer = await harness.signIn('free');
    expect((await refer(otherReferrer, friend)).statusCode).toBe(409);

    const second = await register(friend);
    await verify(second.id);
    await subscribeByTestCheckout(harness, second.cookie);
    expect(await creditOf(referrer)).toBe('5.00');
    expect(await creditOf(otherReferrer)).toBe('0.00');
  });
});
