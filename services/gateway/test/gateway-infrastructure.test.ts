import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findUserByEmail } from '@doclens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGatewayHarness,
  type GatewayHarness,
  randomClientAddress,
  setCookieHeaders,
  uniqueEmail,
} from './gateway-harness';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let harness: GatewayHarness;

beforeAll(async () => {
  harness = await createGatewayHarness();
  // Added before the app is ready, as a route of the product would be: an unexpected failure.
  harness.app.get('/api/test-boom', async () => {
    throw new Error('secret detail');
  });
});

afterAll(async () => {
  await harness?.dispose();
});

describe('health', () => {
  it('/healthz answers 200', async () => {
    const response = await harness.api({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 with every dependency ok', async () => {
    const response = await harness.api({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { postgres: 'ok', redis: 'ok', storage: 'ok' } });
  });
});

describe('with Redis unreachable', () => {
  let broken: GatewayHarness;

  beforeAll(async () => {
    broken = await createGatewayHarness({ REDIS_URL: 'redis://127.0.0.1:1' });
  });

  afterAll(async () => {
    await broken?.dispose();
  });

  it('/readyz answers 503 naming redis as failing', async () => {
    const response = await broken.api({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      checks: { postgres: 'ok', redis: 'failing', storage: 'ok' },
    });
  });

  // Redis is never reachable here: that both answer at all shows neither waits for it.
  it('forgot-password answers 503 with a message, without waiting for Redis, for known and unknown addresses alike', async () => {
    const known = await broken.createUser();
    const forKnown = await broken.api({
      method: 'POST',
      url: '/api/auth/forgot-password',
      body: { email: known.email },
    });
    const forUnknown = await broken.api({
      method: 'POST',
      url: '/api/auth/forgot-password',
      body: { email: uniqueEmail('nobody') },
    });
    expect(forKnown.statusCode).toBe(503);
    expect(forKnown.json()).toEqual({ message: expect.any(String) });
    expect(forUnknown.statusCode).toBe(503);
    expect(forUnknown.body).toBe(forKnown.body);
  });

  it('still limits login attempts: 30 wrong passwords from one address meet 429', async () => {
    const { email } = await broken.createUser();
    const remoteAddress = randomClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const attempt = await broken.api({
        method: 'POST',
        url: '/api/auth/login',
        body: { email, password: `wrong guess ${i}` },
        remoteAddress,
      });
      statuses.push(attempt.statusCode);
    }
    const limit = broken.config.auth.loginRateLimitPerMinute;
    expect(statuses.slice(0, limit)).toEqual(Array<number>(limit).fill(401));
    expect(statuses.slice(limit)).toEqual(Array<number>(30 - limit).fill(429));
  });

  it('still limits registration, password reset and resend per address', async () => {
    const routes = [
      {
        url: '/api/auth/register',
        body: { name: 'Flood Fred', email: uniqueEmail('flood'), password: 'flood pass 1' },
      },
      { url: '/api/auth/forgot-password', body: { email: uniqueEmail('flood') } },
      { url: '/api/auth/resend-verification', body: { email: uniqueEmail('flood') } },
    ];
    for (const { url, body } of routes) {
      const remoteAddress = randomClientAddress();
      let last = 0;
      for (let i = 0; i < 12 && last !== 429; i++) {
        last = (await broken.api({ method: 'POST', url, body, remoteAddress })).statusCode;
      }
      expect(last, url).toBe(429);
    }
  });

  it('register still creates the account and says no verification email was sent', async () => {
    const email = uniqueEmail('offline');
    const response = await broken.api({
      method: 'POST',
      url: '/api/auth/register',
      body: { name: 'Offline Olive', email, password: 'offline passphrase' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ verificationEmailSent: false, user: { email } });
    expect(await findUserByEmail(broken.db, email)).toBeDefined();
  });
});

describe('request ids', () => {
  it('echoes a well-formed x-request-id', async () => {
    const response = await harness.api({ url: '/healthz', headers: { 'x-request-id': 'client-request-0001' } });
    expect(response.headers['x-request-id']).toBe('client-request-0001');
  });

  it('generates one when none is sent, and replaces a malformed one', async () => {
    const none = await harness.api({ url: '/healthz' });
    expect(String(none.headers['x-request-id'])).toMatch(UUID_PATTERN);

    const malformed = await harness.api({ url: '/healthz', headers: { 'x-request-id': 'bad id <script>' } });
    expect(String(malformed.headers['x-request-id'])).toMatch(UUID_PATTERN);
    expect(malformed.headers['x-request-id']).not.toBe(none.headers['x-request-id']);
  });
});

describe('routing', () => {
  it('an unknown API path answers 404 JSON with a message', async () => {
    const response = await harness.api({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('a client route such as /dashboard answers 200 HTML (the not-built page here)', async () => {
    const response = await harness.api({ url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('DocLens');
  });

  describe('with a built web app', () => {
    let built: GatewayHarness;

    beforeAll(async () => {
      const dist = mkdtempSync(join(tmpdir(), 'doclens-web-dist-'));
      writeFileSync(
        join(dist, 'index.html'),
        '<!doctype html><meta name="support-email" content="" /><div id="root" data-test="built-app"></div>',
      );
      writeFileSync(join(dist, 'app.js'), 'console.log("app")');
      built = await createGatewayHarness({ WEB_DIST_DIR: dist, SUPPORT_EMAIL: 'help@example.org' });
    });

    afterAll(async () => {
      await built?.dispose();
    });

    it('serves index.html for client routes so that a reload keeps working', async () => {
      for (const url of ['/', '/dashboard', '/document/42']) {
        const response = await built.api({ url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('data-test="built-app"');
      }
    });

    it("writes this deployment's support address into the page for the footer and legal pages", async () => {
      const page = await built.api({ url: '/privacy-policy' });
      expect(page.body).toContain('<meta name="support-email" content="help@example.org" />');
    });

    it('serves its files, and a missing file is a 404 rather than the app page', async () => {
      const script = await built.api({ url: '/app.js' });
      expect(script.statusCode).toBe(200);
      expect(script.body).toContain('console.log');
      expect((await built.api({ url: '/missing.js' })).statusCode).toBe(404);
    });
  });
});

describe('errors', () => {
  it('an unexpected failure answers 500 without its details', async () => {
    const response = await harness.api({ url: '/api/test-boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.body).not.toContain('secret detail');
    expect(response.body).not.toMatch(/\.ts:\d+/);
  });

  it('malformed JSON answers 400 with a message', async () => {
    const response = await harness.api({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('security headers', () => {
  it('an API response carries a strict CSP and nosniff, and no HSTS outside production', async () => {
    const response = await harness.api({ url: '/api/auth/user' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  describe('in production', () => {
    let production: GatewayHarness;

    beforeAll(async () => {
      production = await createGatewayHarness({
        NODE_ENV: 'production',
        ALTCHA_HMAC_KEY: 'a-real-test-only-hmac-key-0123456789',
      });
    });

    afterAll(async () => {
      await production?.dispose();
    });

    it('sends HSTS and a Secure, __Host- session cookie', async () => {
      const health = await production.api({ url: '/api/auth/user' });
      expect(String(health.headers['strict-transport-security'])).toContain('max-age=31536000');

      const { email, password } = await production.createUser();
      const response = await production.api({ method: 'POST', url: '/api/auth/login', body: { email, password } });
      expect(response.statusCode).toBe(200);
      const [cookie] = setCookieHeaders(response);
      expect(cookie).toMatch(/^__Host-doclens_session=/);
      const attributes = (cookie ?? '').split(';').map((part) => part.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
      expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
    });
  });
});

describe('cross-site request defence', () => {
  const evil = { origin: 'https://evil.example' };

  it('refuses a state-changing request from another origin before anything happens', async () => {
    const member = await harness.createUser();
    const cookie = await harness.login(member.email, member.password);

    const logout = await harness.api({ method: 'POST', url: '/api/auth/logout', cookie, headers: evil });
    expect(logout.statusCode).toBe(403);
    expect(logout.json()).toEqual({ message: expect.any(String) });
    expect(setCookieHeaders(logout)).toEqual([]);
    expect((await harness.api({ url: '/api/auth/user', cookie })).statusCode).toBe(200);

    const email = uniqueEmail('csrf');
    const register = await harness.api({
      method: 'POST',
      url: '/api/auth/register',
      headers: evil,
      body: { name: 'Cross Site', email, password: 'cross site passphrase' },
    });
    expect(register.statusCode).toBe(403);
    expect(await findUserByEmail(harness.db, email)).toBeUndefined();
  });

  it('refuses a cross-site request that names no origin but is marked cross-site by the browser', async () => {
    const email = uniqueEmail('fetchsite');
    const response = await harness.api({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'sec-fetch-site': 'cross-site' },
      body: { name: 'Cross Site', email, password: 'cross site passphrase' },
    });
    expect(response.statusCode).toBe(403);
    expect(await findUserByEmail(harness.db, email)).toBeUndefined();
  });

  it("accepts the app's own origin", async () => {
    const own = { origin: harness.config.http.appUrl };
    const member = await harness.createUser();
    const cookie = await harness.login(member.email, member.password);

    const email = uniqueEmail('sameorigin');
    const register = await harness.api({
      method: 'POST',
      url: '/api/auth/register',
      headers: own,
      body: { name: 'Same Origin', email, password: 'same origin passphrase' },
    });
    expect(register.statusCode).toBe(201);
    expect(await findUserByEmail(harness.db, email)).toBeDefined();

    const logout = await harness.api({ method: 'POST', url: '/api/auth/logout', cookie, headers: own });
    expect(logout.statusCode).toBe(200);
    expect((await harness.api({ url: '/api/auth/user', cookie })).statusCode).toBe(401);
  });

  it('does not refuse a GET from another origin (reads change nothing)', async () => {
    const response = await harness.api({ url: '/healthz', headers: evil });
    expect(response.statusCode).toBe(200);
  });
});

describe('API documentation', () => {
  it('/api/docs serves the documentation page', async () => {
    let response = await harness.api({ url: '/api/docs' });
    if (response.statusCode >= 300 && response.statusCode < 400) {
      response = await harness.api({
        url: new URL(String(response.headers.location), 'http://localhost/api/docs').pathname,
      });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body.toLowerCase()).toContain('swagger');
  });

  it('/api/docs/json lists the auth routes', async () => {
    const response = await harness.api({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/auth/register', '/api/auth/login']));
    expect(document.paths['/api/auth/register']).toHaveProperty('post');
    expect(document.paths['/api/auth/login']).toHaveProperty('post');
  });
});
