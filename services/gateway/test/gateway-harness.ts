import { randomBytes } from 'node:crypto';
import type { AppConfig } from '@doclens/config';
import { type Db, insertUser, type User, type UserRole } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import { createTestConfig, createTestDatabase, createTestLogger } from '@doclens/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../src/accounts/password-hashing';
import { buildGatewayApp } from '../src/gateway-app';
import type { GatewayDependencies } from '../src/gateway-dependencies';
import { closeGatewayDependencies, createGatewayDependencies } from '../src/gateway-service';

export interface QueuedMailJob {
  id: string | undefined;
  name: string;
  data: { userId?: string; kind?: string; requestId?: string } & Record<string, unknown>;
}

export interface CreateUserOptions {
  email?: string;
  password?: string;
  name?: string;
  verified?: boolean;
  role?: UserRole;
}

export interface CreatedUser {
  user: User;
  email: string;
  password: string;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** A `name=value` cookie pair, as returned by `sessionCookieFrom`. */
  cookie?: string;
  headers?: Record<string, string>;
  /** The client's address; a fresh one per request unless given, so that only tests about rate limits meet them. */
  remoteAddress?: string;
}

export interface GatewayHarness {
  /** Built but not ready: a test may still add routes before its first `inject`. */
  app: FastifyInstance;
  deps: GatewayDependencies;
  db: Db;
  config: AppConfig;
  /** Injects a request the way a non-browser client would send it (JSON body, optional cookie). */
  api(request: ApiRequest): Promise<LightMyRequestResponse>;
  /** The session cookie set by a response, as the `name=value` pair a browser would send back. */
  sessionCookieFrom(response: LightMyRequestResponse): string | undefined;
  /** Every job of the mail queue, whatever its state. */
  queuedMailJobs(): Promise<QueuedMailJob[]>;
  /** Inserts a user with the gateway's real password hashing. */
  createUser(options?: CreateUserOptions): Promise<CreatedUser>;
  /** Signs in through the real route and returns the session cookie pair. */
  login(email: string, password: string): Promise<string>;
  dispose(): Promise<void>;
}

const MAIL_JOB_STATES = [
  'waiting',
  'wait',
  'delayed',
  'prioritized',
  'waiting-children',
  'active',
  'completed',
  'failed',
] as const;

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.test`;
}

/** A random address in TEST-NET-2 so that each request gets its own rate-limit bucket. */
export function randomClientAddress(): string {
  const bytes = randomBytes(2);
  return `198.51.${bytes[0]}.${bytes[1]}`;
}

export function setCookieHeaders(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [String(header)];
}

/**
 * Waits until the Redis connection has either connected or failed once, as a deployed gateway
 * would be before its readiness probe lets traffic in. Bounded, so a broken Redis is fine.
 */
async function settledConnection({ redis }: GatewayDependencies, timeoutMs = 3_000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

export interface GatewayHarnessOptions {
  /** The gateway's logger; a silent one unless a test reads what the gateway logs. */
  logger?: Logger;
}

/** The gateway with its real dependencies, on a database and queue prefix of its own. */
export async function createGatewayHarness(
  overrides: Record<string, string> = {},
  { logger = createTestLogger() }: GatewayHarnessOptions = {},
): Promise<GatewayHarness> {
  const testDatabase = await createTestDatabase();
  const config = createTestConfig(testDatabase.url, overrides);
  const deps = createGatewayDependencies(config, logger);
  let app: FastifyInstance;
  try {
    app = await buildGatewayApp(deps);
  } catch (error) {
    await closeGatewayDependencies(deps);
    await testDatabase.dispose();
    throw error;
  }
  await settledConnection(deps);
  const cookieName = config.isProduction ? '__Host-doclens_session' : 'doclens_session';

  const api: GatewayHarness['api'] = ({ method = 'GET', url, body, cookie, headers = {}, remoteAddress }) =>
    app.inject({
      method,
      url,
      remoteAddress: remoteAddress ?? randomClientAddress(),
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });

  const sessionCookieFrom: GatewayHarness['sessionCookieFrom'] = (response) => {
    for (const header of setCookieHeaders(response)) {
      const [pair] = header.split(';');
      const separator = pair?.indexOf('=') ?? -1;
      if (!pair || separator < 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (name === cookieName && value !== '') return `${name}=${value}`;
    }
    return undefined;
  };

  return {
    app,
    deps,
    db: testDatabase.db,
    config,
    api,
    sessionCookieFrom,
    async queuedMailJobs() {
      const jobs = await deps.jobs.queue('mail').getJobs([...MAIL_JOB_STATES]);
      return jobs
        .filter((job) => job !== undefined)
        .map((job) => ({ id: job.id, name: job.name, data: job.data as QueuedMailJob['data'] }));
    },
    async createUser({
      email = uniqueEmail(),
      password = `pw-${randomBytes(8).toString('hex')}`,
      name = 'Ada Lovelace',
      verified = false,
      role = 'user',
    } = {}) {
      const user = await insertUser(testDatabase.db, {
        email,
        name,
        passwordHash: await hashPassword(password),
        emailVerified: verified,
        role,
      });
      if (!user) throw new Error(`test user ${email} already exists`);
      return { user, email: user.email, password };
    },
    async login(email, password) {
      const response = await api({ method: 'POST', url: '/api/auth/login', body: { email, password } });
      const cookie = sessionCookieFrom(response);
      if (response.statusCode !== 200 || !cookie) {
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      }
      return cookie;
    },
    async dispose() {
      // Best effort: with an unreachable Redis there is nothing to clean up there.
      if (deps.redis.status === 'ready') {
        await deps.jobs
          .queue('mail')
          .obliterate({ force: true })
          .catch(() => undefined);
      }
      await app.close();
      await closeGatewayDependencies(deps);
      await testDatabase.dispose();
    },
  };
}
