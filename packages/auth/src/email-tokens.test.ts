import { createHash } from 'node:crypto';
import { insertUser } from '@doclens/db';
import { createTestDatabase, type TestDatabase } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeEmailToken, issueEmailToken } from './email-tokens';

const HOUR = 3_600_000;

let testDb: TestDatabase;
let userCount = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb?.dispose();
});

/** Each test gets its own user, so that superseding in one test cannot touch another's tokens. */
async function createUser(): Promise<string> {
  userCount += 1;
  const user = await insertUser(testDb.db, {
    email: `user${userCount}@example.com`,
    name: `User ${userCount}`,
    passwordHash: 'not-a-real-hash',
  });
  if (!user) throw new Error('user already exists');
  return user.id;
}

describe('email tokens', () => {
  it('accepts a fresh token once, then rejects it as used', async () => {
    const userId = await createUser();
    const { token } = await issueEmailToken(testDb.db, userId, 'verify_email', HOUR);

    expect(await consumeEmailToken(testDb.db, token, 'verify_email')).toEqual({ ok: true, userId });
    expect(await consumeEmailToken(testDb.db, token, 'verify_email')).toEqual({ ok: false, reason: 'used' });
  });

  it('sets the expiry from the ttl', async () => {
    const userId = await createUser();
    const before = Date.now();
    const { expiresAt } = await issueEmailToken(testDb.db, userId, 'reset_password', HOUR);
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(before + HOUR);
    expect(expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + HOUR);
  });

  it('rejects an expired token as expired, from the moment of expiry', async () => {
    const userId = await createUser();
    const { token, expiresAt } = await issueEmailToken(testDb.db, userId, 'reset_password', HOUR);

    expect(await consumeEmailToken(testDb.db, token, 'reset_password', expiresAt)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await consumeEmailToken(testDb.db, token, 'reset_password', new Date(expiresAt.getTime() + HOUR))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('rejects a token issued with a tiny ttl once the ttl has passed', async () => {
    const userId = await createUser();
    const { token } = await issueEmailToken(testDb.db, userId, 'verify_email', 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await consumeEmailToken(testDb.db, token, 'verify_email')).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects a superseded token and keeps the newer one working', async () => {
    const userId = await createUser();
    const first = await issueEmailToken(testDb.db, userId, 'verify_email', HOUR);
    const second = await issueEmailToken(testDb.db, userId, 'verify_email', HOUR);

    expect(await consumeEmailToken(testDb.db, first.token, 'verify_email')).toEqual({
      ok: false,
      reason: 'superseded',
    });
    expect(await consumeEmailToken(testDb.db, second.token, 'verify_email')).toEqual({ ok: true, userId });
  });

  it('supersedes only tokens of the same user and purpose', async () => {
    const userId = await createUser();
    const otherUserId = await createUser();
    const verify = await issueEmailToken(testDb.db, userId, 'verify_email', HOUR);
    const otherUsers = await issueEmailToken(testDb.db, otherUserId, 'verify_email', HOUR);
    await issueEmailToken(testDb.db, userId, 'reset_password', HOUR);

    expect(await consumeEmailToken(testDb.db, verify.token, 'verify_email')).toEqual({ ok: true, userId });
    expect(await consumeEmailToken(testDb.db, otherUsers.token, 'verify_email')).toEqual({
      ok: true,
      userId: otherUserId,
    });
  });

  it('rejects garbage and never-issued tokens as invalid', async () => {
    for (const token of ['garbage', '', 'x'.repeat(43), 'A3kq9f0ZpXw2mVtY7bN1cR4sL8uE6hJ5gD0oIaQzWyM']) {
      expect(await consumeEmailToken(testDb.db, token, 'verify_email')).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('rejects a token presented for the other purpose as invalid without spending it', async () => {
    const userId = await createUser();
    const { token } = await issueEmailToken(testDb.db, userId, 'verify_email', HOUR);

    expect(await consumeEmailToken(testDb.db, token, 'reset_password')).toEqual({ ok: false, reason: 'invalid' });
    expect(await consumeEmailToken(testDb.db, token, 'verify_email')).toEqual({ ok: true, userId });
  });

  it('stores only the sha256 hash of the token, never the token itself', async () => {
    const userId = await createUser();
    const { token } = await issueEmailToken(testDb.db, userId, 'reset_password', HOUR);

    const rows = await testDb.db.selectFrom('emailTokens').selectAll().where('userId', '=', userId).execute();
    expect(rows).toHaveLength(1);
    const expectedHash = createHash('sha256').update(token).digest('hex');
    expect(rows[0]?.tokenHash).toBe(expectedHash);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('issues unguessable tokens: long, URL-safe and different every time', async () => {
    const userId = await createUser();
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const { token } = await issueEmailToken(testDb.db, userId, 'verify_email', HOUR);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      tokens.add(token);
    }
    expect(tokens.size).toBe(5);
  });

  it('accepts exactly one of 10 concurrent consumes of the same token', async () => {
    const userId = await createUser();
    const { token } = await issueEmailToken(testDb.db, userId, 'verify_email', HOUR);

    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => consumeEmailToken(testDb.db, token, 'verify_email')),
    );

    expect(outcomes.filter((outcome) => outcome.ok)).toEqual([{ ok: true, userId }]);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(
      Array.from({ length: 9 }, () => ({ ok: false, reason: 'used' })),
    );
    const row = await testDb.db
      .selectFrom('emailTokens')
      .select('usedAt')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.usedAt).toBeInstanceOf(Date);
  });
});
