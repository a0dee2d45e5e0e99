import { hashSecretToken } from '@doclens/auth';
import { findUserByEmail } from '@doclens/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedUser,
  createGatewayHarness,
  type GatewayHarness,
  randomClientAddress,
  setCookieHeaders,
  uniqueEmail,
} from './gateway-harness';

const INVALID_CREDENTIALS = 'Invalid email or password.';

let harness: GatewayHarness;
let member: CreatedUser;

beforeAll(async () => {
  harness = await createGatewayHarness();
  member = await harness.createUser({ name: 'Ada King Lovelace', verified: true });
});

afterAll(async () => {
  await harness?.dispose();
});

const register = (body: Record<string, unknown>) => harness.api({ method: 'POST', url: '/api/auth/register', body });
const login = (body: Record<string, unknown>, cookie?: string) =>
  harness.api({ method: 'POST', url: '/api/auth/login', body, cookie });
const currentUser = (cookie?: string) => harness.api({ url: '/api/auth/user', cookie });

function tokenOf(cookie: string): string {
  return cookie.slice(cookie.indexOf('=') + 1);
}

async function usersWithEmail(email: string) {
  return harness.db
    .selectFrom('users')
    .selectAll()
    .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
    .execute();
}

describe('registration', () => {
  const email = uniqueEmail('newcomer');
  const password = 'a newcomer passphrase';

  it('creates the account, signs nobody in and queues a verification email', async () => {
    const response = await register({ name: 'Katherine Johnson', email, password, plan: 'pro' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      user: { name: 'Katherine Johnson', firstName: 'Katherine', email, plan: 'free', emailVerified: false },
      verificationEmailSent: true,
      needsPayment: true,
      selectedPlan: 'pro',
    });
    expect(setCookieHeaders(response)).toEqual([]);

    const [stored] = await usersWithEmail(email);
    expect(stored).toBeDefined();
    const jobs = await harness.queuedMailJobs();
    expect(jobs.filter((job) => job.data.userId === stored?.id).map((job) => job.data.kind)).toEqual(['verify_email']);
  });

  it('answers a taken address (in another case) exactly like a new one, without a second account', async () => {
    const [existing] = await usersWithEmail(email);
    if (!existing) throw new Error('the first registration did not store the user');
    const jobsBefore = (await harness.queuedMailJobs()).filter((job) => job.data.userId === existing.id).length;

    const response = await register({
      name: 'Someone Else',
      email: email.toUpperCase(),
      password: 'another passphrase',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      user: { name: 'Someone Else', firstName: 'Someone', email, plan: 'free', emailVerified: false },
      verificationEmailSent: true,
      needsPayment: false,
      selectedPlan: 'free',
    });
    expect(setCookieHeaders(response)).toEqual([]);

    const rows = await usersWithEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Katherine Johnson');
    expect(rows[0]?.passwordHash).toBe(existing.passwordHash);
    const jobsAfter = (await harness.queuedMailJobs()).filter((job) => job.data.userId === existing.id).length;
    expect(jobsAfter).toBe(jobsBefore + 1);
  });

  it('answers a taken, already verified address like a new one and mails its owner', async () => {
    const owner = await harness.createUser({ name: 'Verified Owner', verified: true });
    const fresh = await register({
      name: 'Dorothy Vaughan',
      email: uniqueEmail('fresh'),
      password: 'fresh passphrase',
    });
    const taken = await register({ name: 'Dorothy Vaughan', email: owner.email, password: 'fresh passphrase' });

    expect(taken.statusCode).toBe(fresh.statusCode);
    const { user: freshUser, ...freshRest } = fresh.json();
    const { user: takenUser, ...takenRest } = taken.json();
    expect(takenRest).toEqual(freshRest);
    expect({ ...takenUser, email: undefined }).toEqual({ ...freshUser, email: undefined });
    expect(setCookieHeaders(taken)).toEqual([]);
    expect(await usersWithEmail(owner.email)).toHaveLength(1);

    const jobs = await harness.queuedMailJobs();
    expect(jobs.some((job) => job.data.userId === owner.user.id)).toBe(true);
  });
});

describe('login', () => {
  it('refuses a wrong password with 401 and a generic message', async () => {
    const response = await login({ email: member.email, password: 'not the password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: INVALID_CREDENTIALS });
    expect(setCookieHeaders(response)).toEqual([]);
  });

  it('refuses an unknown address with the same 401 and message', async () => {
    const response = await login({ email: uniqueEmail('ghost'), password: member.password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: INVALID_CREDENTIALS });
    expect(setCookieHeaders(response)).toEqual([]);
  });

  it('returns the user and sets an HttpOnly, SameSite=Lax session cookie for the whole site', async () => {
    const response = await login({ email: member.email.toUpperCase(), password: member.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: member.user.id,
      name: 'Ada King Lovelace',
      firstName: 'Ada',
      email: member.email,
      emailVerified: true,
      plan: 'free',
      role: 'user',
      profileImageUrl: null,
      accountCredit: '0.00',
      documentsProcessed: 0,
    });
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    expect(body).not.toHaveProperty('passwordHash');
    expect(response.body).not.toContain('$argon2');

    const cookies = setCookieHeaders(response);
    expect(cookies).toHaveLength(1);
    const attributes = (cookies[0] ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(attributes[0]).toMatch(/^doclens_session=[\w-]{32,}$/);
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes).not.toContain('secure');
    expect(harness.sessionCookieFrom(response)).toBe(cookies[0]?.split(';')[0]);
  });

  it('the session cookie identifies the user on GET /api/auth/user; without it the answer is 401', async () => {
    const cookie = await harness.login(member.email, member.password);
    const signedIn = await currentUser(cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: member.user.id, email: member.email, firstName: 'Ada' });

    const anonymous = await currentUser();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: expect.any(String) });

    const forged = await currentUser('doclens_session=forged-token-value');
    expect(forged.statusCode).toBe(401);
  });

  it('stores only the sha256 of the session token, never the token itself', async () => {
    const token = tokenOf(await harness.login(member.email, member.password));
    const sessions = await harness.db.selectFrom('sessions').selectAll().where('userId', '=', member.user.id).execute();
    expect(sessions.some((session) => session.tokenHash === hashSecretToken(token))).toBe(true);
    expect(JSON.stringify(sessions)).not.toContain(token);
  });

  it('rotates the session: signing in again with the old cookie gives a new token and ends the old one', async () => {
    const oldCookie = await harness.login(member.email, member.password);
    const again = await login({ email: member.email, password: member.password }, oldCookie);
    expect(again.statusCode).toBe(200);
    const newCookie = harness.sessionCookieFrom(again);
    expect(newCookie).toBeDefined();
    expect(newCookie).not.toBe(oldCookie);

    expect((await currentUser(oldCookie)).statusCode).toBe(401);
    expect((await currentUser(newCookie)).statusCode).toBe(200);
  });

  it('logout ends the session on the server: the same cookie replayed afterwards is refused', async () => {
    const cookie = await harness.login(member.email, member.password);
    const loggedOut = await harness.api({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(loggedOut.statusCode).toBe(200);
    expect(loggedOut.json()).toEqual({ message: 'Logged out' });
    const cleared = setCookieHeaders(loggedOut).find((header) => header.startsWith('doclens_session='));
    expect(cleared).toMatch(/^doclens_session=;/);

    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('a session idle for longer than the idle timeout is refused', async () => {
    const cookie = await harness.login(member.email, member.password);
    expect((await currentUser(cookie)).statusCode).toBe(200);
    const idleSince = new Date(Date.now() - harness.config.auth.sessionIdleTimeoutMs - 60_000);
    await harness.db
      .updateTable('sessions')
      .set({ lastSeenAt: idleSince })
      .where('tokenHash', '=', hashSecretToken(tokenOf(cookie)))
      .execute();
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('a session past its absolute expiry is refused even when recently used', async () => {
    const cookie = await harness.login(member.email, member.password);
    expect((await currentUser(cookie)).statusCode).toBe(200);
    await harness.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1_000), lastSeenAt: new Date() })
      .where('tokenHash', '=', hashSecretToken(tokenOf(cookie)))
      .execute();
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('extends the idle expiry at most once a minute: a request writes last-seen only when it is older', async () => {
    const cookie = await harness.login(member.email, member.password);
    const sessionRow = harness.db.selectFrom('sessions').where('tokenHash', '=', hashSecretToken(tokenOf(cookie)));
    const setLastSeen = (lastSeenAt: Date) =>
      harness.db
        .updateTable('sessions')
        .set({ lastSeenAt })
        .where('tokenHash', '=', hashSecretToken(tokenOf(cookie)))
        .execute();
    const lastSeen = async () => (await sessionRow.select('lastSeenAt').executeTakeFirstOrThrow()).lastSeenAt;

    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await setLastSeen(thirtySecondsAgo);
    expect((await currentUser(cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toEqual(thirtySecondsAgo);

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await setLastSeen(twoMinutesAgo);
    const before = Date.now();
    expect((await currentUser(cookie)).statusCode).toBe(200);
    expect((await lastSeen()).getTime()).toBeGreaterThanOrEqual(before - 1_000);
  });
});

describe('login rate limit', () => {
  let limited: GatewayHarness;

  beforeAll(async () => {
    limited = await createGatewayHarness({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
  });

  afterAll(async () => {
    await limited?.dispose();
  });

  it('answers the 4th attempt within a minute from one address with 429 and a message', async () => {
    const remoteAddress = randomClientAddress();
    const attempt = () =>
      limited.api({
        method: 'POST',
        url: '/api/auth/login',
        body: { email: 'someone@example.test', password: 'guessing' },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: expect.stringMatching(/too many/i) });

    // The limit is per client: another address is still heard.
    const other = await limited.api({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'someone@example.test', password: 'guessing' },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('the stored account', () => {
  it('keeps the original registration after a duplicate attempt (no takeover through register)', async () => {
    const email = uniqueEmail('takeover');
    await register({ name: 'Real Owner', email, password: 'owner passphrase' });
    await register({ name: 'Attacker', email, password: 'attacker passphrase' });
    expect((await findUserByEmail(harness.db, email))?.name).toBe('Real Owner');
    expect((await login({ email, password: 'attacker passphrase' })).statusCode).toBe(401);
    expect((await login({ email, password: 'owner passphrase' })).statusCode).toBe(200);
  });
});
