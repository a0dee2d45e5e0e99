import { type Env, envSchema, PLACEHOLDER_SECRET_PREFIX, secretVariables } from './env-schema';
import { defaultQueuePrefix } from './queue-prefix';
import { tracingRequested } from './tracing-request';

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Readable lines in development, JSON lines elsewhere unless LOG_FORMAT says otherwise. */
  logFormat: 'json' | 'pretty';
  http: { host: string; port: number; appUrl: string; trustProxy: boolean; webDistDir: string };
  /** GET /metrics answers only requests bearing this token; unset, it is closed (404). */
  metrics: { token?: string };
  database: { url: string; poolSize: number };
  redis: { url: string; queuePrefix: string };
  storage:
    | { driver: 'local'; dir: string }
    | {
        driver: 's3';
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  ai: { provider: Env['AI_PROVIDER']; apiKey?: string; baseUrl?: string; model: string };
  mail: { smtpUrl?: string; dir: string; from: string; supportEmail: string };
  payments: {
    /** none: checkout answers 503 and no plan can be bought (production without Stripe). */
    provider: PaymentsProviderId;
    /** Set exactly when provider is 'stripe' (loadConfig refuses a partial Stripe setup). */
    stripe?: StripeSettings;
    /** The billing service's webhook listener; it is started only with the Stripe provider. */
    webhook: { host: string; port: number };
  };
  captcha: { recaptchaSiteKey?: string; recaptchaSecret?: string; recaptchaVerifyUrl: string; altchaHmacKey: string };
  auth: {
    adminEmail?: string;
    sessionIdleTimeoutMs: number;
    sessionAbsoluteTimeoutMs: number;
    /** How long the gateway keeps a signed-in session in memory; 0 reads it on every request. */
    sessionCacheMs: number;
    emailVerificationTtlMs: number;
    passwordResetTtlMs: number;
    loginRateLimitPerMinute: number;
    apiRateLimitPerMinute: number;
    uploadRateLimitPerMinute: number;
    anonymousUploadsPerHour: number;
  };
  workers: {
    concurrency: { mail: number; extraction: number; analysis: number; generation: number; bulk: number };
    shutdownTimeoutMs: number;
    /** A job's lock and the stalled-job check's interval (`WORKER_LOCK_SECONDS`). */
    lockMs: number;
    reconcileIntervalMs: number;
  };
  /** A worker's probe endpoint (GET /livez, /readyz); no endpoint when port is undefined. */
  health: { host: string; port: number | undefined };
  /** OpenTelemetry traces: on only when the standard OTEL_* variables ask for them. */
  tracing: { enabled: boolean; serviceName: string | undefined };
}

export type PaymentsProviderId = 'local' | 'stripe' | 'none';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Price ids per paid plan and billing interval. */
  priceIds: { pro: StripePrices; enterprise: StripePrices };
  /** Where the SDK sends its requests; undefined is Stripe's own API. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export interface StripePrices {
  month: string;
  year: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const MINUTE = 60_000;

/** Validates the environment once and shapes it into the typed config every service receives. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(withoutEmptyValues(source));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') refusePlaceholderSecrets(env);
  return toConfig(env);
}

function withoutEmptyValues(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

function refusePlaceholderSecrets(env: Env): void {
  const placeholders = secretVariables.filter((name) => env[name]?.startsWith(PLACEHOLDER_SECRET_PREFIX));
  if (placeholders.length > 0) {
    throw new ConfigError(
      `Placeholder secrets are not allowed in production; set real values for: ${placeholders.join(', ')}`,
    );
  }
}

function toConfig(env: Env): AppConfig {
  const storageDriver = env.STORAGE_DRIVER ?? (env.S3_ENDPOINT ? 's3' : 'local');
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
    http: {
      host: env.HOST,
      port: env.PORT,
      appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      trustProxy: env.TRUST_PROXY,
      webDistDir: env.WEB_DIST_DIR,
    },
    metrics: { token: env.METRICS_TOKEN },
    database: { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE },
    redis: { url: env.REDIS_URL, queuePrefix: env.QUEUE_PREFIX ?? defaultQueuePrefix(env.DATABASE_URL) },
    storage:
      storageDriver === 's3'
        ? {
            driver: 's3',
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local', dir: env.STORAGE_DIR },
    ai: {
      provider: env.AI_PROVIDER,
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
    },
    mail: { smtpUrl: env.SMTP_URL, dir: env.MAIL_DIR, from: env.MAIL_FROM, supportEmail: env.SUPPORT_EMAIL },
    payments: paymentsOf(env),
    captcha: {
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY,
      recaptchaSecret: env.RECAPTCHA_SECRET,
      recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL,
      altchaHmacKey: env.ALTCHA_HMAC_KEY,
    },
    auth: {
      adminEmail: env.ADMIN_EMAIL?.toLowerCase(),
      sessionIdleTimeoutMs: env.SESSION_IDLE_TIMEOUT_MINUTES * MINUTE,
      sessionAbsoluteTimeoutMs: env.SESSION_ABSOLUTE_TIMEOUT_DAYS * 24 * 60 * MINUTE,
      sessionCacheMs: env.SESSION_CACHE_MS,
      emailVerificationTtlMs: env.EMAIL_VERIFICATION_TTL_HOURS * 60 * MINUTE,
      passwordResetTtlMs: env.PASSWORD_RESET_TTL_MINUTES * MINUTE,
      loginRateLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
      apiRateLimitPerMinute: env.API_RATE_LIMIT_PER_MINUTE,
      uploadRateLimitPerMinute: env.UPLOAD_RATE_LIMIT_PER_MINUTE,
      anonymousUploadsPerHour: env.ANONYMOUS_UPLOADS_PER_HOUR,
    },
    workers: {
      concurrency: {
        mail: env.MAIL_CONCURRENCY,
        extraction: env.EXTRACTION_CONCURRENCY,
        analysis: env.ANALYSIS_CONCURRENCY,
        generation: env.GENERATION_CONCURRENCY,
        bulk: env.BULK_CONCURRENCY,
      },
      shutdownTimeoutMs: env.WORKER_SHUTDOWN_TIMEOUT_MS,
      lockMs: env.WORKER_LOCK_SECONDS * 1000,
      reconcileIntervalMs: env.RECONCILE_INTERVAL_SECONDS * 1000,
    },
    health: { host: env.HOST, port: env.HEALTH_PORT },
    tracing: { enabled: tracingRequested(env), serviceName: env.OTEL_SERVICE_NAME },
  };
}

const STRIPE_REQUIRED = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO',
  'STRIPE_PRICE_PRO_ANNUAL',
  'STRIPE_PRICE_ENTERPRISE',
  'STRIPE_PRICE_ENTERPRISE_ANNUAL',
] as const satisfies readonly (keyof Env)[];

/**
 * Stripe when a secret key is set (or PAYMENTS_PROVIDER=stripe), else the local test checkout —
 * but never by default in production, where the test checkout would give every plan away: there
 * it runs only when PAYMENTS_PROVIDER=local says so, and otherwise there is no provider. A partial Stripe setup is refused: selling with a missing price or an unverifiable webhook is worse
 * than not starting.
 */
function paymentsOf(env: Env): AppConfig['payments'] {
  const provider = env.PAYMENTS_PROVIDER ?? defaultPaymentsProvider(env);
  const webhook = { host: env.HOST, port: env.BILLING_WEBHOOK_PORT };
  if (provider !== 'stripe') return { provider, webhook };
  const missing = STRIPE_REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(`The Stripe payments provider needs these variables set: ${missing.join(', ')}`);
  }
  const value = (name: (typeof STRIPE_REQUIRED)[number]): string => env[name] ?? '';
  return {
    provider,
    webhook,
    stripe: {
      secretKey: value('STRIPE_SECRET_KEY'),
      webhookSecret: value('STRIPE_WEBHOOK_SECRET'),
      priceIds: {
        pro: { month: value('STRIPE_PRICE_PRO'), year: value('STRIPE_PRICE_PRO_ANNUAL') },
        enterprise: { month: value('STRIPE_PRICE_ENTERPRISE'), year: value('STRIPE_PRICE_ENTERPRISE_ANNUAL') },
      },
      api: env.STRIPE_API_BASE ? stripeApiOf(env.STRIPE_API_BASE) : undefined,
    },
  };
}

function defaultPaymentsProvider(env: Env): PaymentsProviderId {
  if (env.STRIPE_SECRET_KEY) return 'stripe';
  return env.NODE_ENV === 'production' ? 'none' : 'local';
}

function stripeApiOf(base: string): NonNullable<StripeSettings['api']> {
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  return { host: url.hostname, port, protocol };
}
