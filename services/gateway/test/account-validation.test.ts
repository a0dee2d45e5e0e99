import { VALIDATION_MESSAGES } from '@doclens/api';
import { findUserByEmail } from '@doclens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../src/accounts/common-passwords';
import { createGatewayHarness, type GatewayHarness, uniqueEmail } from './gateway-harness';

let harness: GatewayHarness;

beforeAll(async () => {
  harness = await createGatewayHarness();
});

afterAll(async () => {
  await harness?.dispose();
});

const register = (body: Record<string, unknown>) => harness.api({ method: 'POST', url: '/api/auth/register', body });
const login = (body: Record<string, unknown>) => harness.api({ method: 'POST', url: '/api/auth/login', body });

async function userCount(): Promise<number> {
  const row = await harness.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('register validation (spec part 1, section 5)', () => {
  const valid = () => ({ name: 'Grace Hopper', email: uniqueEmail('reg'), password: 'correct horse battery' });

  it.each([
    ['a one-letter name', { name: 'G' }, VALIDATION_MESSAGES.nameTooShort],
    ['a name that is only spaces around one letter', { name: '  G  ' }, VALIDATION_MESSAGES.nameTooShort],
    ['a missing name', { name: undefined }, VALIDATION_MESSAGES.nameTooShort],
    ['an address without a domain', { email: 'grace@' }, VALIDATION_MESSAGES.invalidEmail],
    ['a word instead of an address', { email: 'not-an-email' }, VALIDATION_MESSAGES.invalidEmail],
    ['a five-character password', { password: '12345' }, VALIDATION_MESSAGES.passwordTooShort],
  ])('refuses %s with 400 and the spec message, creating nobody', async (_label, change, message) => {
    const before = await userCount();
    const response = await register({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await userCount()).toBe(before);
  });

  it('uses the exact texts of the spec', () => {
    expect(VALIDATION_MESSAGES.nameTooShort).toBe('Name must be at least 2 characters.');
    expect(VALIDATION_MESSAGES.invalidEmail).toBe('Please enter a valid email address.');
    expect(VALIDATION_MESSAGES.passwordTooShort).toBe('Password must be at least 6 characters.');
  });

  it('refuses a password from the list of most common passwords', async () => {
    expect(isCommonPassword('password123')).toBe(true);
    const email = uniqueEmail('common');
    const response = await register({ name: 'Grace Hopper', email, password: 'password123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: VALIDATION_MESSAGES.passwordTooCommon });
    expect(await findUserByEmail(harness.db, email)).toBeUndefined();
  });

  it('accepts a 64-character password, and signs in with exactly that password only', async () => {
    const email = uniqueEmail('long64');
    const password = 'Lp9-'.repeat(16);
    expect(password).toHaveLength(64);
    const registered = await register({ name: 'Grace Hopper', email, password });
    expect(registered.statusCode).toBe(201);
    expect((await login({ email, password })).statusCode).toBe(200);
    expect((await login({ email, password: password.slice(0, 63) })).statusCode).toBe(401);
  });

  it('accepts a 200-character password without truncating it (a 72-byte prefix does not sign in)', async () => {
    const email = uniqueEmail('long200');
    const password = 'x7#Q'.repeat(50);
    expect(password).toHaveLength(200);
    const registered = await register({ name: 'Grace Hopper', email, password });
    expect(registered.statusCode).toBe(201);
    expect((await login({ email, password })).statusCode).toBe(200);
    expect((await login({ email, password: password.slice(0, 72) })).statusCode).toBe(401);
  });

  it('treats an unknown plan as free', async () => {
    const response = await register({ ...valid(), plan: 'platinum' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ selectedPlan: 'free', needsPayment: false, user: { plan: 'free' } });
  });

  it('treats a missing plan as free', async () => {
    const response = await register(valid());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ selectedPlan: 'free', needsPayment: false });
  });

  it('asks for payment for pro but stores the account as free until paid', async () => {
    const body = { ...valid(), plan: 'pro' };
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ selectedPlan: 'pro', needsPayment: true, user: { plan: 'free' } });
    const stored = await findUserByEmail(harness.db, body.email);
    expect(stored?.plan).toBe('free');
  });

  it('stores an argon2id hash and the address lowercased', async () => {
    const suffix = uniqueEmail('Mixed.Case');
    const typed = `  ${suffix.replace('@example.test', '@Example.TEST')}  `;
    const password = 'a sturdy passphrase';
    const response = await register({ name: 'Grace Hopper', email: typed, password });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.email).toBe(suffix.toLowerCase());

    const rows = await harness.db
      .selectFrom('users')
      .select(['email', 'passwordHash'])
      .where('email', 'ilike', suffix)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe(suffix.toLowerCase());
    expect(rows[0]?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(rows[0]?.passwordHash).not.toContain(password);
  });
});

describe('login validation', () => {
  it('refuses an invalid address with 400 and the spec message', async () => {
    const response = await login({ email: 'nobody-at-example', password: 'long enough' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: VALIDATION_MESSAGES.invalidEmail });
  });

  it('refuses a short password with 400 and the spec message', async () => {
    const response = await login({ email: uniqueEmail('login'), password: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: VALIDATION_MESSAGES.passwordTooShort });
  });
});

describe('forgot-password validation', () => {
  it('refuses an invalid address with 400 and the spec message', async () => {
    const response = await harness.api({ method: 'POST', url: '/api/auth/forgot-password', body: { email: 'nope' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: VALIDATION_MESSAGES.invalidEmail });
  });
});

describe('ADMIN_EMAIL', () => {
  let adminHarness: GatewayHarness;
  const adminEmail = uniqueEmail('boss');

  beforeAll(async () => {
    adminHarness = await createGatewayHarness({ ADMIN_EMAIL: adminEmail });
  });

  afterAll(async () => {
    await adminHarness?.dispose();
  });

  // Verifying the address is what makes it the admin: services/gateway/test/admin-role.test.ts.
  it('gives the account registered with that address (in any case) no admin role before it is verified', async () => {
    const password = 'admin passphrase';
    const registered = await adminHarness.api({
      method: 'POST',
      url: '/api/auth/register',
      body: { name: 'The Boss', email: adminEmail.toUpperCase(), password },
    });
    expect(registered.statusCode).toBe(201);
    expect((await findUserByEmail(adminHarness.db, adminEmail))?.role).toBe('user');

    const signedIn = await adminHarness.api({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: adminEmail, password },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().role).toBe('user');

    const other = uniqueEmail('staff');
    await adminHarness.api({
      method: 'POST',
      url: '/api/auth/register',
      body: { name: 'Staff Member', email: other, password },
    });
    expect((await findUserByEmail(adminHarness.db, other))?.role).toBe('user');
  });
});
