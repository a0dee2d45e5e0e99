import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { envSchema } from './env-schema';

const REAL_ALTCHA_KEY = 'f3b1c9d07a5e4e2b8c6d1a0f9e8d7c6b';

describe('loadConfig defaults', () => {
  it('gives the embedded defaults when nothing is configured', () => {
    const config = loadConfig({});

    expect(config.env).toBe('development');
    expect(config.isProduction).toBe(false);
    expect(config.http).toMatchObject({ host: '0.0.0.0', port: 3000, appUrl: 'http://localhost:3000' });
    expect(config.database.url).toBe('postgres://localhost:5432/doclens');
    expect(config.redis.url).toBe('redis://127.0.0.1:6379');
    expect(config.storage).toEqual({ driver: 'local', dir: '.data/objects' });
    expect(config.ai.provider).toBe('local');
    expect(config.ai.apiKey).toBeUndefined();
    expect(config.mail.dir).toBe('.data/mail');
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.payments.provider).toBe('local');
    expect(config.payments.stripe).toBeUndefined();
  });

  it('names the queues after the database by default, so deployments of different databases never share them', () => {
    const prefixOf = (databaseUrl: string) => loadConfig({ DATABASE_URL: databaseUrl }).redis.queuePrefix;

    expect(loadConfig({}).redis.queuePrefix).toMatch(/^doclens-doclens-[0-9a-f]{8}$/);
    expect(prefixOf('postgres://app:secret@db.internal:5432/doclens_eu')).toMatch(/^doclens-doclens_eu-[0-9a-f]{8}$/);
    // Another database, or the same name on another server: other queues.
    expect(prefixOf('postgres://db.internal/staging')).not.toBe(prefixOf('postgres://db.internal/production'));
    expect(prefixOf('postgres://eu.db/doclens')).not.toBe(prefixOf('postgres://us.db/doclens'));
    // The same database, whoever signs in: the same queues (a rotated password loses no job).
    expect(prefixOf('postgres://a:1@db.internal/doclens')).toBe(prefixOf('postgres://b:2@db.internal:5432/doclens'));
  });

  it('keeps an explicit QUEUE_PREFIX as it is', () => {
    expect(loadConfig({ QUEUE_PREFIX: 'doclens', DATABASE_URL: 'postgres://db/other' }).redis.queuePrefix).toBe(
      'doclens',
    );
  });

  it('does not read process.env when given an explicit source', () => {
    const previous = process.env.PORT;
    process.env.PORT = '4321';
    try {
      expect(loadConfig({}).http.port).toBe(3000);
    } finally {
      if (previous === undefined) delete process.env.PORT;
      else process.env.PORT = previous;
    }
  });

  it('treats an empty value (as in `S3_ACCESS_KEY_ID=`) as unset', () => {
    const config = loadConfig({ PORT: '', S3_ACCESS_KEY_ID: '', SMTP_URL: '' });
    expect(config.http.port).toBe(3000);
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.storage.driver).toBe('local');
  });

  it('turns durations given in minutes, hours and days into milliseconds', () => {
    const config = loadConfig({ SESSION_IDLE_TIMEOUT_MINUTES: '30', EMAIL_VERIFICATION_TTL_HOURS: '2' });
    expect(config.auth.sessionIdleTimeoutMs).toBe(30 * 60_000);
    expect(config.auth.emailVerificationTtlMs).toBe(2 * 3_600_000);
    expect(config.auth.sessionAbsoluteTimeoutMs).toBe(30 * 24 * 3_600_000);
  });
});

describe('loadConfig alternatives', () => {
  it('switches storage to S3 when S3_ENDPOINT is set', () => {
    const config = loadConfig({
      S3_ENDPOINT: 'http://localhost:9000',
      S3_BUCKET: 'docs',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      endpoint: 'http://localhost:9000',
      region: 'us-east-1',
      bucket: 'docs',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      forcePathStyle: true,
    });
  });

  it('keeps local storage when STORAGE_DRIVER=local is forced despite S3_ENDPOINT', () => {
    const config = loadConfig({ S3_ENDPOINT: 'http://localhost:9000', STORAGE_DRIVER: 'local' });
    expect(config.storage.driver).toBe('local');
  });

  it('switches payments to Stripe when STRIPE_SECRET_KEY is set, with the SDK pointable at another server', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PRICE_PRO: 'price_pro_m',
      STRIPE_PRICE_PRO_ANNUAL: 'price_pro_y',
      STRIPE_PRICE_ENTERPRISE: 'price_ent_m',
      STRIPE_PRICE_ENTERPRISE_ANNUAL: 'price_ent_y',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config.payments.provider).toBe('stripe');
    expect(config.payments.stripe?.priceIds.enterprise).toEqual({ month: 'price_ent_m', year: 'price_ent_y' });
    expect(config.payments.stripe?.api).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
  });

  it('runs no payments provider in production without Stripe keys, unless the test checkout is named', () => {
    const production = { NODE_ENV: 'production', ALTCHA_HMAC_KEY: REAL_ALTCHA_KEY };
    expect(loadConfig(production).payments.provider).toBe('none');
    expect(loadConfig({ ...production, PAYMENTS_PROVIDER: 'local' }).payments.provider).toBe('local');
    expect(loadConfig({ NODE_ENV: 'development' }).payments.provider).toBe('local');
    expect(loadConfig({ NODE_ENV: 'test' }).payments.provider).toBe('local');
  });

  it('logs readable lines in development and JSON lines elsewhere, unless LOG_FORMAT says otherwise', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: REAL_ALTCHA_KEY }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });

  it('refuses a partial Stripe setup, naming what is missing', () => {
    const attempt = () => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PRICE_PRO: 'price_pro_m' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO_ANNUAL, STRIPE_PRICE_ENTERPRISE,/);
  });

  it('without APP_URL, gives a public address on the port the gateway listens on', () => {
    expect(loadConfig({ PORT: '8123' }).http.appUrl).toBe('http://localhost:8123');
    expect(loadConfig({ PORT: '8123', APP_URL: 'https://doclens.example' }).http.appUrl).toBe(
      'https://doclens.example',
    );
  });

  it("takes the generation worker's concurrency from GENERATION_CONCURRENCY (2 by default)", () => {
    expect(loadConfig({}).workers.concurrency.generation).toBe(2);
    expect(loadConfig({ GENERATION_CONCURRENCY: '8' }).workers.concurrency.generation).toBe(8);
  });

  it("takes the bulk worker's concurrency from BULK_CONCURRENCY (2 by default), apart from extraction's", () => {
    expect(loadConfig({}).workers.concurrency.bulk).toBe(2);
    expect(loadConfig({ BULK_CONCURRENCY: '5', EXTRACTION_CONCURRENCY: '1' }).workers.concurrency).toMatchObject({
      bulk: 5,
      extraction: 1,
    });
  });

  it("takes a job's lock from WORKER_LOCK_SECONDS (BullMQ's 30 s by default), refusing one under 5 s", () => {
    expect(loadConfig({}).workers.lockMs).toBe(30_000);
    expect(loadConfig({ WORKER_LOCK_SECONDS: '10' }).workers.lockMs).toBe(10_000);
    expect(() => loadConfig({ WORKER_LOCK_SECONDS: '2' })).toThrow(/WORKER_LOCK_SECONDS/);
  });

  it('parses boolean flags and strips a trailing slash from APP_URL', () => {
    const config = loadConfig({ TRUST_PROXY: '1', S3_FORCE_PATH_STYLE: 'false', APP_URL: 'https://doclens.example/' });
    expect(config.http.trustProxy).toBe(true);
    expect(config.http.appUrl).toBe('https://doclens.example');
  });
});

describe('loadConfig validation', () => {
  it('refuses a PORT that is not a number, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/\bPORT\b/);
  });

  it('refuses an APP_URL that is not a URL, naming the variable', () => {
    expect(() => loadConfig({ APP_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_URL: 'not a url' })).toThrow(/\bAPP_URL\b/);
  });

  it('names only the variables that are wrong', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'abc', APP_URL: 'http://localhost:3000' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/\bPORT\b/);
    expect(message).not.toMatch(/APP_URL/);
  });

  it('refuses an unknown enum value such as AI_PROVIDER=claude', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'claude' })).toThrow(/AI_PROVIDER/);
  });
});

describe('placeholder secrets in production', () => {
  it('refuses production with the default (placeholder) ALTCHA_HMAC_KEY, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ALTCHA_HMAC_KEY/);
  });

  it('accepts production with a real ALTCHA_HMAC_KEY', () => {
    const config = loadConfig({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: REAL_ALTCHA_KEY });
    expect(config.isProduction).toBe(true);
    expect(config.captcha.altchaHmacKey).toBe(REAL_ALTCHA_KEY);
  });

  it('refuses production with a placeholder copied from .env.example for another secret', () => {
    const attempt = () =>
      loadConfig({
        NODE_ENV: 'production',
        ALTCHA_HMAC_KEY: REAL_ALTCHA_KEY,
        STRIPE_SECRET_KEY: 'change-me-stripe-secret',
      });
    expect(attempt).toThrow(/STRIPE_SECRET_KEY/);
    expect(attempt).not.toThrow(/ALTCHA_HMAC_KEY/);
  });

  it('allows the placeholder outside production (development and test)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).captcha.altchaHmacKey).toMatch(/^change-me/);
    expect(loadConfig({ NODE_ENV: 'test' }).captcha.altchaHmacKey).toMatch(/^change-me/);
  });
});

interface EnvExampleEntry {
  name: string;
  value: string;
  commented: boolean;
}

function readEnvExample(): EnvExampleEntry[] {
  const text = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
  const entries: EnvExampleEntry[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (!match) continue;
    entries.push({ name: match[2] as string, value: match[3] as string, commented: Boolean(match[1]) });
  }
  return entries;
}

type SchemaKey = keyof typeof envSchema.shape;
const schemaKeys = Object.keys(envSchema.shape) as SchemaKey[];

function isSchemaKey(name: string): name is SchemaKey {
  return Object.hasOwn(envSchema.shape, name);
}

describe('.env.example mirrors the env schema', () => {
  const entries = readEnvExample();
  const names = entries.map((entry) => entry.name);

  it('lists every variable of the schema (commented or not)', () => {
    const missing = schemaKeys.filter((key) => !names.includes(key));
    expect(missing).toEqual([]);
  });

  it('lists no variable the schema does not know', () => {
    const unknown = names.filter((name) => !isSchemaKey(name));
    expect(unknown).toEqual([]);
  });

  it('lists each variable once', () => {
    const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
    expect(duplicates).toEqual([]);
  });

  it('shows, uncommented, exactly the schema defaults', () => {
    const mismatches: string[] = [];
    for (const entry of entries) {
      if (entry.commented || !isSchemaKey(entry.name)) continue;
      const field = envSchema.shape[entry.name];
      const fromExample = field.safeParse(entry.value);
      const embedded = field.safeParse(undefined);
      if (!fromExample.success || !embedded.success || !Object.is(fromExample.data, embedded.data)) {
        mismatches.push(`${entry.name}=${entry.value} (default: ${String(embedded.data)})`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('uncomments a variable exactly when it has a default (optional ones stay commented)', () => {
    const wrong = entries
      .filter((entry) => isSchemaKey(entry.name))
      .filter((entry) => {
        const hasDefault = envSchema.shape[entry.name as SchemaKey].safeParse(undefined).data !== undefined;
        return hasDefault === entry.commented;
      })
      .map((entry) => entry.name);
    expect(wrong).toEqual([]);
  });

  it('copied as `.env` unchanged, gives the same config as no configuration at all', () => {
    const uncommented = Object.fromEntries(
      entries.filter((entry) => !entry.commented).map((entry) => [entry.name, entry.value]),
    );
    expect(loadConfig(uncommented)).toEqual(loadConfig({}));
  });
});
