import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '@doclens/config';
import { type RunningGateway, startGateway } from '@doclens/gateway';
import { startMailService } from '@doclens/mail';
import type { RunningService } from '@doclens/service-runtime';
import { createTestConfig, createTestDatabase, createTestLogger, type TestDatabase } from '@doclens/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The backbone's acceptance path over real HTTP, with the gateway and the mail worker wired as
 * `npm start` wires them: register → the emailed link verifies → login → user → logout → the
 * old cookie is refused.
 */
describe('account lifecycle through the running services', () => {
  let database: TestDatabase;
  let config: AppConfig;
  let gateway: RunningGateway;
  let mail: RunningService;
  let baseUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    config = createTestConfig(database.url, { PORT: '0', HOST: '127.0.0.1' });
    mail = await startMailService(config, createTestLogger());
    gateway = await startGateway(config, createTestLogger());
    baseUrl = gateway.url;
  });

  afterAll(async () => {
    await gateway?.stop();
    await mail?.stop();
    await database?.dispose();
  });

  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  async function verificationTokenMailedTo(email: string): Promise<string> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const names = await readdir(config.mail.dir).catch(() => [] as string[]);
      // The mail worker writes a .partial file and renames it when complete: read finished mails only.
      for (const name of names.filter((file) => file.endsWith('.eml'))) {
        // The body is quoted-printable: undo soft line breaks and the encoded '='.
        const raw = (await readFile(join(config.mail.dir, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        if (!raw.includes(`To: ${email}`)) continue;
        const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(raw)?.[1];
        if (token) return token;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no verification email for ${email} in ${config.mail.dir}`);
  }

  it('registers, verifies by the emailed link, signs in and out', async () => {
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);

    const email = 'lifecycle@example.com';
    const password = 'a long enough passphrase';
    const registered = await post('/api/auth/register', { name: 'Lia Cycle', email, password, plan: 'free' });
    expect(registered.status).toBe(201);
    expect(await registered.json()).toMatchObject({ verificationEmailSent: true, needsPayment: false });

    const token = await verificationTokenMailedTo(email);
    const verified = await fetch(`${baseUrl}/api/auth/verify-email?token=${token}`);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ message: 'Email verified successfully.', user: { email } });

    const login = await post('/api/auth/login', { email, password });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^doclens_session=.+/);

    const me = await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, name: 'Lia Cycle', firstName: 'Lia', emailVerified: true });

    expect((await post('/api/auth/logout', {}, cookie)).status).toBe(200);
    const replay = await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } });
    expect(replay.status).toBe(401);
  });
});
