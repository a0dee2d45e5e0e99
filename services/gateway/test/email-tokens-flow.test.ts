import { VALIDATION_MESSAGES } from '@doclens/api';
import { issueEmailToken } from '@doclens/auth';
import { completeReferralOf, creditBalance, findUserById, insertReferral, listReferralsOf } from '@doclens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayHarness, type GatewayHarness, uniqueEmail } from './gateway-harness';

const HOUR = 3_600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let harness: GatewayHarness;

beforeAll(async () => {
  harness = await createGatewayHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

const verifyEmail = (token?: string) =>
  harness.api({
    url: token === undefined ? '/api/auth/verify-email' : `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
  });

async function mailJobsOf(userId: string, kind?: string) {
  return (await harness.queuedMailJobs()).filter(
    (job) => job.data.userId === userId && (kind === undefined || job.data.kind === kind),
  );
}

describe('GET /api/auth/verify-email', () => {
  it('verifies the address once; the same link again is invalid', async () => {
    const { user, email } = await harness.createUser();
    const { token } = await issueEmailToken(harness.db, user.id, 'verify_email', HOUR);

    const first = await verifyEmail(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: expect.any(String), user: { email } });
    expect((await findUserById(harness.db, user.id))?.emailVerified).toBe(true);

    const again = await verifyEmail(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid', message: expect.stringContaining('Invalid') });
    expect(again.json()).not.toHaveProperty('user');
  });

  it('credits, once, a referral that completed while the referrer was unverified', async () => {
    const { user } = await harness.createUser();
    const referredEmail = uniqueEmail();
    await insertReferral(harness.db, { referrerId: user.id, referredEmail, creditAmount: 5 });
    // The referred address got its account after the referral and verified it (issue 31, item 8).
    await harness.createUser({ email: referredEmail, verified: true });
    await completeReferralOf(harness.db, referredEmail, 'pro');
    expect((await listReferralsOf(harness.db, user.id)).map((referral) => referral.status)).toEqual(['completed']);

    const { token } = await issueEmailToken(harness.db, user.id, 'verify_email', HOUR);
    expect((await verifyEmail(token)).statusCode).toBe(200);
    expect((await listReferralsOf(harness.db, user.id)).map((referral) => referral.status)).toEqual(['credited']);
    expect(await creditBalance(harness.db, user.id)).toBe('5.00');
  });

  it('an expired link answers 400 with error "expired" and leaves the user unverified', async () => {
    const { user } = await harness.createUser();
    const { token } = await issueEmailToken(harness.db, user.id, 'verify_email', 1);
    await sleep(20);

    const response = await verifyEmail(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'expired', message: expect.stringContaining('expired') });
    expect((await findUserById(harness.db, user.id))?.emailVerified).toBe(false);
  });

  it('a link replaced by a newer one is invalid, while the newer one works', async () => {
    const { user } = await harness.createUser();
    const older = await issueEmailToken(harness.db, user.id, 'verify_email', HOUR);
    const newer = await issueEmailToken(harness.db, user.id, 'verify_email', HOUR);

    const stale = await verifyEmail(older.token);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ error: 'invalid', message: expect.stringContaining('Invalid') });
    expect((await findUserById(harness.db, user.id))?.emailVerified).toBe(false);

    expect((await verifyEmail(newer.token)).statusCode).toBe(200);
    expect((await findUserById(harness.db, user.id))?.emailVerified).toBe(true);
  });

  it('a made-up token and a reset-password token are both invalid here', async () => {
    const { user } = await harness.createUser();
    const reset = await issueEmailToken(harness.db, user.id, 'reset_password', HOUR);
    for (const token of ['made-up-token', reset.token]) {
      const response = await verifyEmail(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid' });
    }
    expect((await findUserById(harness.db, user.id))?.emailVerified).toBe(false);
  });

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
  ])('%s answers 400 "No verification token provided"', async (_label, token) => {
    const response = await verifyEmail(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: VALIDATION_MESSAGES.verificationTokenMissing });
    expect(VALIDATION_MESSAGES.verificationTokenMissing).toBe('No verification token provided');
  });
});

describe('POST /api/auth/forgot-password', () => {
  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const known = await harness.createUser({ verified: true });
    const unknownEmail = uniqueEmail('stranger');
    const jobsBefore = (await harness.queuedMailJobs()).length;

    const forKnown = await harness.api({
      method: 'POST',
      url: '/api/auth/forgot-password',
      body: { email: known.email },
    });
    const forUnknown = await harness.api({
      method: 'POST',
      url: '/api/auth/forgot-password',
      body: { email: unknownEmail },
    });

    expect(forKnown.statusCode).toBe(200);
    expect(forUnknown.statusCode).toBe(200);
    expect(forKnown.json()).toEqual({ message: expect.any(String) });
    expect(forUnknown.body).toBe(forKnown.body);

    const jobs = await harness.queuedMailJobs();
    expect(jobs).toHaveLength(jobsBefore + 1);
    expect((await mailJobsOf(known.user.id, 'reset_password')).length).toBe(1);
  });
});

describe('POST /api/auth/reset-password', () => {
  const resetPassword = (token: string, password: string) =>
    harness.api({ method: 'POST', url: '/api/auth/reset-password', body: { token, password } });
  const login = (email: string, password: string) =>
    harness.api({ method: 'POST', url: '/api/auth/login', body: { email, password } });

  it('sets the new password, ends every session, and cannot be used twice', async () => {
    const { user, email, password: oldPassword } = await harness.createUser();
    const sessionA = await harness.login(email, oldPassword);
    const sessionB = await harness.login(email, oldPassword);
    const { token } = await issueEmailToken(harness.db, user.id, 'reset_password', HOUR);

    const newPassword = 'a brand new passphrase';
    const response = await resetPassword(token, newPassword);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });

    for (const cookie of [sessionA, sessionB]) {
      expect((await harness.api({ url: '/api/auth/user', cookie })).statusCode).toBe(401);
    }
    expect((await login(email, oldPassword)).statusCode).toBe(401);
    expect((await login(email, newPassword)).statusCode).toBe(200);

    const reused = await resetPassword(token, 'yet another passphrase');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: expect.stringContaining('Invalid') });
    expect((await login(email, newPassword)).statusCode).toBe(200);
    expect((await login(email, 'yet another passphrase')).statusCode).toBe(401);
  });

  it('an expired reset link is refused and the password is unchanged', async () => {
    const { user, email, password } = await harness.createUser();
    const { token } = await issueEmailToken(harness.db, user.id, 'reset_password', 1);
    await sleep(20);

    const response = await resetPassword(token, 'too late passphrase');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringContaining('expired') });
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('refuses a too common new password without spending the link', async () => {
    const { user, email } = await harness.createUser();
    const { token } = await issueEmailToken(harness.db, user.id, 'reset_password', HOUR);

    const refused = await resetPassword(token, 'qwerty123');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: VALIDATION_MESSAGES.passwordTooCommon });

    expect((await resetPassword(token, 'an uncommon passphrase')).statusCode).toBe(200);
    expect((await login(email, 'an uncommon passphrase')).statusCode).toBe(200);
  });

  it('a verification token cannot reset a password', async () => {
    const { user, email, password } = await harness.createUser();
    const { token } = await issueEmailToken(harness.db, user.id, 'verify_email', HOUR);
    const response = await resetPassword(token, 'hijacked passphrase');
    expect(response.statusCode).toBe(400);
    expect((await login(email, password)).statusCode).toBe(200);
  });
});

describe('resend-verification and send-verification', () => {
  it('resend-verification without a session answers 401 with the spec message and mails nobody', async () => {
    const jobsBefore = (await harness.queuedMailJobs()).length;
    const response = await harness.api({ method: 'POST', url: '/api/auth/resend-verification', body: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in to resend verification email' });
    expect(await harness.queuedMailJobs()).toHaveLength(jobsBefore);
  });

  it('resend-verification for a signed-in unverified user queues a verification email', async () => {
    const { user, email, password } = await harness.createUser();
    const cookie = await harness.login(email, password);
    const response = await harness.api({
      method: 'POST',
      url: '/api/auth/resend-verification',
      body: { email },
      cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await mailJobsOf(user.id, 'verify_email')).toHaveLength(1);
  });

  it('send-verification for another user as a non-admin answers 403 and mails nobody', async () => {
    const caller = await harness.createUser();
    const other = await harness.createUser();
    const cookie = await harness.login(caller.email, caller.password);
    const response = await harness.api({
      method: 'POST',
      url: '/api/auth/send-verification',
      body: { userId: other.user.id },
      cookie,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await mailJobsOf(other.user.id)).toHaveLength(0);
  });

  it('send-verification for another user as an admin queues the email for that user', async () => {
    const admin = await harness.createUser({ role: 'admin', verified: true });
    const other = await harness.createUser();
    const cookie = await harness.login(admin.email, admin.password);
    const response = await harness.api({
      method: 'POST',
      url: '/api/auth/send-verification',
      body: { userId: other.user.id },
      cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(await mailJobsOf(other.user.id, 'verify_email')).toHaveLength(1);
  });
});
