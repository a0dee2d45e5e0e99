import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppConfig, loadConfig } from '@doclens/config';
import { dropDatabase, prepareDatabase, withDatabaseName } from '@doclens/db';
import { testDatabaseBaseUrl, testRedisUrl, uniqueQueuePrefix } from '@doclens/testing';

export interface ScratchDeployment {
  /** The environment every service of this deployment reads, in-process (`config`) or as a child. */
  env: Record<string, string>;
  config: AppConfig;
  /** Drops the database and deletes the stored files (once, however often it is called). */
  dispose(): Promise<void>;
}

/**
 * A migrated database, a queue prefix and folders of its own, so a benchmark neither sees nor
 * leaves anything in the developer's data; rate limits are lifted because the benchmark is the
 * only client.
 */
export async function createScratchDeployment(overrides: Record<string, string> = {}): Promise<ScratchDeployment> {
  const queuePrefix = uniqueQueuePrefix();
  const databaseUrl = withDatabaseName(testDatabaseBaseUrl(), `doclens_bench_${queuePrefix.slice(5)}`);
  await prepareDatabase(databaseUrl);
  const scratch = mkdtempSync(join(tmpdir(), 'doclens-bench-'));
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: queuePrefix,
    STORAGE_DIR: join(scratch, 'objects'),
    MAIL_DIR: join(scratch, 'mail'),
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '1000000',
    ...overrides,
  };
  // An interrupted benchmark disposes from its signal handler while its main flow unwinds: once is enough.
  let disposed: Promise<void> | undefined;
  return {
    env,
    config: loadConfig(env),
    dispose() {
      disposed ??= dropDatabase(databaseUrl).then(() => rmSync(scratch, { recursive: true, force: true }));
      return disposed;
    },
  };
}
