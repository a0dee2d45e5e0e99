import { z } from 'zod';

/**
 * Every environment variable the product reads, with its embedded default.
 * `.env.example` mirrors this table; the config test keeps the two in step.
 */
const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const positiveInt = z.coerce.number().int().positive();

export const PLACEHOLDER_SECRET_PREFIX = 'change-me';

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),

  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: http://localhost:<PORT>, so links and the origin check follow the port actually served. */
  APP_URL: z.url().optional(),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().default('web/dist'),
  /** Bearer token that opens GET /metrics; without it the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),

  DATABASE_URL: z.string().min(1).default('postgres://localhost:5432/doclens'),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379'),
  /** Unset: `doclens-<database>-<hash>`, unique to DATABASE_URL's database (see queue-prefix.ts). */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9:_-]+$/i)
    .optional(),

  STORAGE_DRIVER: z.enum(['local', 's3']).optional(),
  STORAGE_DIR: z.string().default('.data/objects'),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().default('doclens'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),

  AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),

  SMTP_URL: z.string().optional(),
  MAIL_DIR: z.string().default('.data/mail'),
  MAIL_FROM: z.string().default('DocLens <no-reply@doclens.local>'),
  SUPPORT_EMAIL: z.email().default('support@doclens.local'),

  /**
   * Unset: Stripe when STRIPE_SECRET_KEY is set; otherwise the local test checkout, except in
   * production, where no payments provider runs unless `local` is named here deliberately.
   */
  PAYMENTS_PROVIDER: z.enum(['local', 'stripe', 'none']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Monthly price ids; the _ANNUAL ones are the yearly prices of the same plans. */
  STRIPE_PRICE_PRO: z.string().optional(),
  STRIPE_PRICE_ENTERPRISE: z.string().optional(),
  STRIPE_PRICE_PRO_ANNUAL: z.string().optional(),
  STRIPE_PRICE_ENTERPRISE_ANNUAL: z.string().optional(),
  /** Unset: Stripe's own API. Set (e.g. http://127.0.0.1:12111) to point the SDK at a stand-in server. */
  STRIPE_API_BASE: z.url().optional(),
  /** Where the billing service listens for Stripe's webhooks (only with the Stripe provider). */
  BILLING_WEBHOOK_PORT: z.coerce.number().int().min(0).max(65535).default(3100),

  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  ALTCHA_HMAC_KEY: z.string().min(16).default(`${PLACEHOLDER_SECRET_PREFIX}-altcha-hmac-key`),

  ADMIN_EMAIL: z.email().optional(),
  SESSION_IDLE_TIMEOUT_MINUTES: positiveInt.default(60 * 24 * 7),
  SESSION_ABSOLUTE_TIMEOUT_DAYS: positiveInt.default(30),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  EMAIL_VERIFICATION_TTL_HOURS: positiveInt.default(24),
  PASSWORD_RESET_TTL_MINUTES: positiveInt.default(60),
  LOGIN_RATE_LIMIT_PER_MINUTE: positiveInt.default(10),
  API_RATE_LIMIT_PER_MINUTE: positiveInt.default(600),
  UPLOAD_RATE_LIMIT_PER_MINUTE: positiveInt.default(60),
  ANONYMOUS_UPLOADS_PER_HOUR: positiveInt.default(5),

  MAIL_CONCURRENCY: positiveInt.default(4),
  EXTRACTION_CONCURRENCY: positiveInt.default(2),
  ANALYSIS_CONCURRENCY: positiveInt.default(2),
  GENERATION_CONCURRENCY: positiveInt.default(2),
  BULK_CONCURRENCY: positiveInt.default(2),
  WORKER_SHUTDOWN_TIMEOUT_MS: positiveInt.default(25_000),
  /**
   * How long a worker's hold on a job lasts unrenewed, and how often the queue looks for jobs whose
   * worker died: a job of a killed process runs again one to two of these later. Below 5 s a busy
   * worker could lose the hold on a job it is still running.
   */
  WORKER_LOCK_SECONDS: z.coerce.number().int().min(5).max(600).default(30),
  RECONCILE_INTERVAL_SECONDS: positiveInt.default(60),
  /**
   * Unset: a worker process serves no health endpoint (npm start, where the gateway's own /readyz
   * covers the process). Set (compose and Kubernetes use 8081): a worker answers GET /livez and
   * GET /readyz on this port, for its orchestrator's probes.
   */
  HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),

  /**
   * OpenTelemetry's own variables (the SDK reads them itself): traces are off unless an OTLP
   * endpoint is named or OTEL_TRACES_EXPORTER=otlp; OTEL_SDK_DISABLED=true turns them off again.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url().optional(),
  OTEL_TRACES_EXPORTER: z.enum(['otlp', 'none']).optional(),
  OTEL_SERVICE_NAME: z.string().optional(),
  OTEL_SDK_DISABLED: z.enum(['true', 'false']).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Variables holding secrets: in production they must be set to something that is not a placeholder. */
export const secretVariables = [
  'ALTCHA_HMAC_KEY',
  'S3_SECRET_ACCESS_KEY',
  'OPENAI_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'RECAPTCHA_SECRET',
  'METRICS_TOKEN',
] as const satisfies readonly (keyof Env)[];
