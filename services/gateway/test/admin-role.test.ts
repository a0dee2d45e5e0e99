import { issueEmailToken } from '@doclens/auth';
import { findUserById } from '@doclens/db';
import { createLogger } from '@doclens/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayHarness, type GatewayHarness, uniqueEmail } from './gateway-harness';

/** Who becomes the admin of ADMIN_EMAIL, and what the admin may not do to their own account. */

const HOUR = 3_600_000;
const PASSWORD = 'a-long-and-unusual-passphrase-42';

let harness: GatewayHarness;
const adminEmail = uniqueEmail('the-admin');
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const capture = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  harness = await createGatewayHarness(
    { ADMIN_EMAIL: adminEmail },
    { logger: createLogger({ level: 'info', service: 'gateway', destination: capture }) },
  );
});

afterAll(async () => {
  await harness?.dispose();
});

async function signIn(email: string, password: string) {
  const response = await harness.api({ method: 'POST', url: '/api/auth/login', body: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return { user: response.json<{ id: string; role: string }>(), cookie: harness.sessionCookieFrom(response) ?? '' };
}

describe('the ADMIN_EMAIL address', () => {
  it('is not an admin until the address is verified; verifying grants the role and logs it', async () => {
    const registered = await harness.api({
      method: 'POST',
      url: '/api/auth/register',
      body: { name: 'Squatter', email: adminEmail.toUpperCase(), password: PASSWORD },
    });
    expect(registered.statusCode, registered.body).toBe(201);

    const unverified = await signIn(adminEmail, PASSWORD);
    expect(unverified.user.role).toBe('user');
    for (const url of ['/api/admin/users', '/api/admin/analytics']) {
      const response = await harness.api({ url, cookie: unverified.cookie });
      expect(response.statusCode, url).toBe(403);
    }
    expect(lines.some((line) => line.msg === 'admin role granted')).toBe(false);

    // Only the owner of the mailbox can follow the emailed link.
    const { token } = await issueEmailToken(harness.db, unverified.user.id, 'verify_email', HOUR);
    const verified = await harness.api({ url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await findUserById(harness.db, unverified.user.id))?.role).toBe('admin');
    expect(lines.filter((line) => line.msg === 'admin role granted')).toEqual([
      expect.objectContaining({ userId: unverified.user.id }),
    ]);

    const admin = await signIn(adminEmail, PASSWORD);
    expect(admin.user.role).toBe('admin');
    expect((await harness.api({ url: '/api/admin/users', cookie: admin.cookie })).statusCode).toBe(200);
  });

  it('an admin row whose address is not verified opens nothing', async () => {
    const stale = await harness.createUser({ role: 'admin', verified: false });
    const { user, cookie } = await signIn(stale.email, stale.password);
    expect(user.role).toBe('user');
    expect((await harness.api({ url: '/api/admin/users', cookie })).statusCode).toBe(403);
  });
});

describe('the admin’s own account', () => {
  it('cannot be deleted by the admin, whatever the case of its id', async () => {
    const admin = await harness.createUser({ role: 'admin', verified: true });
    const { cookie } = await signIn(admin.email, admin.password);
    for (const id of [admin.user.id, admin.user.id.toUpperCase(), ` ${admin.user.id} `]) {
      const response = await harness.api({
        method: 'DELETE',
        url: `/api/admin/users/${encodeURIComponent(id)}`,
        cookie,
      });
      expect(response.statusCode, id).toBe(409);
    }
    expect(await findUserById(harness.db, admin.user.id)).toBeDefined();
  });

  it('another account is found by its id in upper case', async () => {
    const admin = await harness.createUser({ role: 'admin', verified: true });
    const { cookie } = await signIn(admin.email, admin.password);
    const other = await harness.createUser({ verified: true });
    const response = await harness.api({
      method: 'DELETE',
      url: `/api/admin/users/${other.user.id.toUpperCase()}`,
      cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await findUserById(harness.db, other.user.id)).toBeUndefined();
  });

  it('send-verification treats the caller’s own id in upper case as their own', async () => {
    const member = await harness.createUser({ verified: false });
    const { cookie } = await signIn(member.email, member.password);
    const response = await harness.api({
      method: 'POST',
      url: '/api/auth/send-verification',
      cookie,
      body: { userId: member.user.id.toUpperCase() },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
