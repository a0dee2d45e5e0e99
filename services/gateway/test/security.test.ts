import { randomUUID } from 'node:crypto';
import { issueEmailToken } from '@doclens/auth';
import { createLogger } from '@doclens/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsHarness, type DocumentsHarness } from './documents-harness';
import {
  createGatewayHarness,
  type GatewayHarness,
  randomClientAddress,
  setCookieHeaders,
  uniqueEmail,
} from './gateway-harness';
import { multipartBody, pdfLikeBytes } from './upload-harness';

/**
 * The security properties of issue 7 that no other file checks end to end: cookie lifetime,
 * rate limits on ordinary API routes and on a member's uploads, safe attachment names for
 * hostile file names, a complete route table, and logs free of passwords and tokens. Sign-in
 * rotation, logout replay, the cross-site check, the headers and the access matrix live in
 * registration-and-login, gateway-infrastructure and access-matrix.
 */

const DAY_SECONDS = 24 * 60 * 60;

function cookieAttributes(header: string | undefined): string[] {
  return (header ?? '').split(';').map((part) => part.trim().toLowerCase());
}

function tokenOf(cookie: string): string {
  return cookie.slice(cookie.indexOf('=') + 1);
}

describe('session cookie', () => {
  let harness: GatewayHarness;
  let production: GatewayHarness;

  beforeAll(async () => {
    harness = await createGatewayHarness({ SESSION_ABSOLUTE_TIMEOUT_DAYS: '30' });
    production = await createGatewayHarness({
      NODE_ENV: 'production',
      ALTCHA_HMAC_KEY: 'a-real-test-only-hmac-key-0123456789',
      SESSION_ABSOLUTE_TIMEOUT_DAYS: '30',
    });
  });

  afterAll(async () => {
    await harness?.dispose();
    await production?.dispose();
  });

  async function signInResponse(gateway: GatewayHarness) {
    const { email, password } = await gateway.createUser();
    const response = await gateway.api({ method: 'POST', url: '/api/auth/login', body: { email, password } });
    expect(response.statusCode).toBe(200);
    return response;
  }

  it('is HttpOnly, SameSite=Lax, for the whole site, and lives as long as the absolute session limit', async () => {
    const [header] = setCookieHeaders(await signInResponse(harness));
    const attributes = cookieAttributes(header);
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', `max-age=${30 * DAY_SECONDS}`]),
    );
    expect(attributes).not.toContain('secure');
    expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
  });

  it('in production is also Secure and __Host- prefixed, with the same lifetime', async () => {
    const [header] = setCookieHeaders(await signInResponse(production));
    expect(header).toMatch(/^__Host-doclens_session=[\w-]{32,};/);
    expect(cookieAttributes(header)).toEqual(
      expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/', `max-age=${30 * DAY_SECONDS}`]),
    );
  });

  it('is cleared at logout with an expiry in the past, and the cleared value is not accepted', async () => {
    const { email, password } = await harness.createUser();
    const cookie = await harness.login(email, password);
    const logout = await harness.api({ method: 'POST', url: '/api/auth/logout', cookie });
    const cleared = setCookieHeaders(logout).find((header) => header.startsWith('doclens_session='));
    const expires = cookieAttributes(cleared).find((attribute) => attribute.startsWith('expires='));
    expect(expires).toBeDefined();
    expect(Date.parse((expires ?? '').slice('expires='.length))).toBeLessThanOrEqual(Date.now());
    expect((await harness.api({ url: '/api/auth/user', cookie })).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  const API_LIMIT = 5;
  const UPLOAD_LIMIT = 2;
  let limited: GatewayHarness;

  beforeAll(async () => {
    limited = await createGatewayHarness({
      API_RATE_LIMIT_PER_MINUTE: String(API_LIMIT),
      UPLOAD_RATE_LIMIT_PER_MINUTE: String(UPLOAD_LIMIT),
    });
  });

  afterAll(async () => {
    if (limited?.deps.redis.status === 'ready') {
      await limited.deps.jobs
        .queue('extraction')
        .obliterate({ force: true })
        .catch(() => undefined);
    }
    await limited?.dispose();
  });

  it('answers an ordinary API route with 429 and a message past the per-client limit', async () => {
    const remoteAddress = randomClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= API_LIMIT; i++) {
      statuses.push((await limited.api({ url: '/api/auth/user', remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(API_LIMIT).fill(401), 429]);
    const blocked = await limited.api({ url: '/api/auth/user', remoteAddress });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: expect.stringMatching(/too many/i) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another client is still heard, and the web app's pages are not counted.
    expect((await limited.api({ url: '/api/auth/user' })).statusCode).toBe(401);
    expect((await limited.api({ url: '/dashboard', remoteAddress })).statusCode).toBe(200);
  });

  it("answers a signed-in member's upload past their per-minute limit with 429, storing nothing more", async () => {
    const { email, password, user } = await limited.createUser({ verified: true });
    await limited.db.updateTable('users').set({ plan: 'enterprise' }).where('id', '=', user.id).execute();
    const cookie = await limited.login(email, password);
    const upload = () => {
      const { payload, contentType } = multipartBody([{ file: { name: 'burst.pdf', bytes: pdfLikeBytes(2048) } }]);
      // A new address each time: the limit follows the account, not the connection.
      return limited.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload,
        remoteAddress: randomClientAddress(),
        headers: { cookie, 'content-type': contentType },
      });
    };
    for (let i = 0; i < UPLOAD_LIMIT; i++) expect((await upload()).statusCode).toBe(200);
    const blocked = await upload();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: expect.stringMatching(/too many/i) });
    const rows = await limited.db.selectFrom('documents').select('id').where('ownerId', '=', user.id).execute();
    expect(rows).toHaveLength(UPLOAD_LIMIT);
  });
});

describe('the original file as an attachment', () => {
  let documents: DocumentsHarness;

  beforeAll(async () => {
    documents = await createDocumentsHarness();
  });

  afterAll(async () => {
    await documents?.dispose();
  });

  /** The two names a browser may read from the header: the quoted ASCII one and the decoded UTF-8 one. */
  function namesIn(header: string): { fallback: string; utf8: string } {
    const match = /^attachment; filename="([^"]*)"; filename\*=UTF-8''([^\s;]+)$/.exec(header);
    if (!match?.[1] || !match[2]) throw new Error(`not a safe attachment header: ${JSON.stringify(header)}`);
    return { fallback: match[1], utf8: decodeURIComponent(match[2]) };
  }

  const HOSTILE_NAMES: { uploaded: string; shown: string }[] = [
    { uploaded: 'C:\\Users\\ada\\Desktop\\"lease".pdf', shown: 'lease.pdf' },
    { uploaded: '../../etc/passwd', shown: 'passwd.pdf' },
    { uploaded: 'invoice"\r\nSet-Cookie: stolen=1.pdf', shown: 'invoiceSet-Cookie: stolen=1.pdf' },
    { uploaded: 'Договор аренды №5 (копия).pdf', shown: 'Договор аренды №5 (копия).pdf' },
    { uploaded: 'a"; filename="evil.exe', shown: 'a; filename=evil.exe.pdf' },
  ];

  it('never lets an uploaded name break the header, add a header, leave the folder or run in the page', async () => {
    const { user, cookie } = await documents.signIn();
    for (const { uploaded, shown } of HOSTILE_NAMES) {
      const stored = await documents.storeDocument({ owner: user, originalName: uploaded });
      const response = await documents.api({ url: `/api/documents/${stored.id}/file`, cookie });
      const label = JSON.stringify(uploaded);
      expect(response.statusCode, label).toBe(200);
      expect(response.headers['content-type'], label).toBe('application/pdf');
      expect(response.headers['x-content-type-options'], label).toBe('nosniff');
      expect(response.headers['set-cookie'], label).toBeUndefined();
      const header = String(response.headers['content-disposition']);
      expect(header, label).not.toMatch(/[\r\n]/);
      const { fallback, utf8 } = namesIn(header);
      expect(utf8, label).toBe(shown);
      expect(fallback, label).toMatch(/^[\x20-\x7e]+\.pdf$/);
      for (const name of [fallback, utf8]) expect(name, label).not.toMatch(/["\\/\r\n]/);
    }
  });
});

describe('the route table the access matrix walks', () => {
  let harness: GatewayHarness;

  beforeAll(async () => {
    harness = await createGatewayHarness();
    await harness.app.ready();
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  it('holds every parameterised route the API documents, so none escapes the access matrix', async () => {
    const document = (await harness.api({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.includes('{'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      );
    expect(documented.length).toBeGreaterThanOrEqual(9);
    const table = harness.app.routeTable.map((route) => `${route.method} ${route.url}`);
    expect(table).toEqual(expect.arrayContaining(documented));
  });
});

describe('what the gateway logs', () => {
  const lines: string[] = [];
  let logged: GatewayHarness;

  beforeAll(async () => {
    const capture = { write: (line: string) => void lines.push(line) };
    logged = await createGatewayHarness(
      {},
      { logger: createLogger({ level: 'trace', service: 'gateway', destination: capture }) },
    );
  });

  afterAll(async () => {
    if (logged?.deps.redis.status === 'ready') {
      await logged.deps.jobs
        .queue('extraction')
        .obliterate({ force: true })
        .catch(() => undefined);
    }
    await logged?.dispose();
  });

  it('writes one line per request, at debug for what the browser polls and at info otherwise', async () => {
    const linesOf = async (request: { method?: 'GET' | 'POST'; url: string; body?: unknown }) => {
      const requestId = `log-check-${randomUUID()}`;
      await logged.api({ ...request, headers: { 'x-request-id': requestId } });
      return lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.requestId === requestId);
    };
    const expectOneLine = (found: Record<string, unknown>[], level: number, url: string) => {
      expect(found, url).toHaveLength(1);
      expect(found[0]).toMatchObject({
        level,
        req: { url },
        statusCode: expect.any(Number),
        responseTime: expect.any(Number),
      });
    };
    const DEBUG = 20;
    const INFO = 30;
    expectOneLine(await linesOf({ url: '/api/auth/user' }), DEBUG, '/api/auth/user');
    expectOneLine(await linesOf({ url: '/healthz' }), DEBUG, '/healthz');
    expectOneLine(await linesOf({ url: '/api/documents?page=1' }), DEBUG, '/api/documents?page=1');
    expectOneLine(await linesOf({ url: '/api/documents/1/preview' }), DEBUG, '/api/documents/1/preview');
    expectOneLine(await linesOf({ url: '/api/documents/1' }), DEBUG, '/api/documents/1');
    const login = await linesOf({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'x@example.test', password: 'nope-nope' },
    });
    expectOneLine(login, INFO, '/api/auth/login');
    expect(login[0]).toMatchObject({ statusCode: 401 });
  });

  it('holds no password, session token, cookie or emailed token across sign-up, sign-in, upload and reset', async () => {
    const email = uniqueEmail('logged');
    const firstPassword = 'first-Passphrase-7f2a91';
    const newPassword = 'second-Passphrase-c03d5e';
    const wrongPassword = 'wrong-Passphrase-5b8e17';
    const secrets: Record<string, string> = { firstPassword, newPassword, wrongPassword };

    const registered = await logged.api({
      method: 'POST',
      url: '/api/auth/register',
      body: { name: 'Logged Lena', email, password: firstPassword },
    });
    expect(registered.statusCode).toBe(201);
    const refused = await logged.api({
      method: 'POST',
      url: '/api/auth/login',
      body: { email, password: wrongPassword },
    });
    expect(refused.statusCode).toBe(401);

    const cookie = await logged.login(email, firstPassword);
    secrets.sessionToken = tokenOf(cookie);
    expect((await logged.api({ url: '/api/auth/user', cookie })).statusCode).toBe(200);

    const { payload, contentType } = multipartBody([{ file: { name: 'logged.pdf', bytes: pdfLikeBytes(2048) } }]);
    const uploaded = await logged.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      remoteAddress: randomClientAddress(),
      headers: { cookie, 'content-type': contentType },
    });
    expect(uploaded.statusCode).toBe(200);

    const user = await logged.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const verification = await issueEmailToken(logged.db, user.id, 'verify_email', 3_600_000);
    secrets.verificationToken = verification.token;
    const verified = await logged.api({
      url: `/api/auth/verify-email?token=${encodeURIComponent(verification.token)}`,
    });
    expect(verified.statusCode).toBe(200);

    const forgot = await logged.api({ method: 'POST', url: '/api/auth/forgot-password', body: { email } });
    expect(forgot.statusCode).toBe(200);
    // The mail worker issues the reset token; here it is issued as that worker would.
    const reset = await issueEmailToken(logged.db, user.id, 'reset_password', 3_600_000);
    secrets.resetToken = reset.token;
    // The emailed link opens the web app, whose page request carries the token too.
    const linkPage = await logged.api({ url: `/auth?mode=reset&token=${encodeURIComponent(reset.token)}` });
    expect(linkPage.statusCode).toBe(200);
    const resetDone = await logged.api({
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token: reset.token, password: newPassword },
    });
    expect(resetDone.statusCode).toBe(200);

    const secondCookie = await logged.login(email, newPassword);
    secrets.secondSessionToken = tokenOf(secondCookie);
    expect((await logged.api({ method: 'POST', url: '/api/auth/logout', cookie: secondCookie })).statusCode).toBe(200);

    const text = lines.join('');
    // The capture works: the requests above were logged, with their paths.
    for (const path of ['/api/auth/register', '/api/auth/login', '/api/upload', '/api/auth/reset-password']) {
      expect(text).toContain(path);
    }
    // The token-bearing request lines are still there, with the token blanked.
    expect(text).toContain('/api/auth/verify-email?token=[redacted]');
    for (const [name, secret] of Object.entries(secrets)) {
      const leak = lines.find((line) => line.includes(secret) || line.includes(encodeURIComponent(secret)));
      expect(leak, `the logs hold the ${name}`).toBeUndefined();
    }
  });
});
