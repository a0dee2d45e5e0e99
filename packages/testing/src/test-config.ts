import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppConfig, loadConfig } from '@doclens/config';
import { createLogger, type Logger } from '@doclens/logger';
import { SCRATCH_DIR_ENV, testRedisUrl } from './test-environment';

/** A unique BullMQ prefix so that parallel test files never see each other's jobs. */
export function uniqueQueuePrefix(): string {
  return `test-${randomBytes(6).toString('hex')}`;
}

/**
 * The settings every test of the product shares: its own database, queue prefix and folders under
 * `scratch`, and short worker deadlines.
 */
export function isolatedEnvironment(databaseUrl: string, scratch: string) {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '5',
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: uniqueQueuePrefix(),
    STORAGE_DIR: join(scratch, 'objects'),
    MAIL_DIR: join(scratch, 'mail'),
    WEB_DIST_DIR: join(scratch, 'web'),
    WORKER_SHUTDOWN_TIMEOUT_MS: '5000',
  } satisfies Record<string, string>;
}

/** The product's config for a test: its own database, queue prefix and scratch folders. */
export function createTestConfig(databaseUrl: string, overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    ...isolatedEnvironment(databaseUrl, mkdtempSync(join(process.env[SCRATCH_DIR_ENV] ?? tmpdir(), 'doclens-test-'))),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Tests change rows and call the gateway at once; the session cache has tests of its own.
    SESSION_CACHE_MS: '0',
    ...overrides,
  });
}

export function createTestLogger(): Logger {
  return createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent', service: 'test' });
}
