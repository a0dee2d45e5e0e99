import { randomBytes } from 'node:crypto';
import { createLogger } from '@doclens/logger';
import { describe, expect, it } from 'vitest';
import { dropDatabase, ensureDatabase, withDatabaseName } from './database-admin';
import { waitForMigrations } from './migration-wait';
import { prepareDatabase } from './prepare-database';
import { testDatabaseBaseUrl } from './test-database';

const logger = createLogger({ level: 'silent', service: 'test' });

describe('waitForMigrations (a new release waiting for its migrate job)', () => {
  it('gives up on an empty database, naming what is missing, and returns at once once migrated', async () => {
    const url = withDatabaseName(testDatabaseBaseUrl(), `doclens_wait_${randomBytes(4).toString('hex')}`);
    await ensureDatabase(url);
    try {
      await expect(waitForMigrations(url, logger, { timeoutMs: 300, intervalMs: 100 })).rejects.toThrow(
        /Migrations still pending after 0 s: 0001/,
      );
      await prepareDatabase(url);
      await expect(waitForMigrations(url, logger, { timeoutMs: 300, intervalMs: 100 })).resolves.toBe(undefined);
    } finally {
      await dropDatabase(url);
    }
  });
});
