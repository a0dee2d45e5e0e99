import { randomBytes } from 'node:crypto';
import { createDb, type Db } from './connection';
import { databaseNameOf, dropDatabase, ensureDatabase, withDatabaseName } from './database-admin';

// Lives beside the database code rather than in @doclens/testing so that this package's own tests
// can use it without a package cycle (testing depends on db); @doclens/testing re-exports it.

/** Where the integration tests find Postgres; the global setup fills it in. */
export function testDatabaseBaseUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://localhost:5432/doclens_test';
}

/**
 * The migrated database every test file clones. Named after DATABASE_URL's database, so two runs
 * pointed at different databases never drop each other's template.
 */
export function templateDatabaseName(): string {
  return `${databaseNameOf(testDatabaseBaseUrl())}_template`;
}

export interface TestDatabase {
  url: string;
  db: Db;
  /** Closes the pool and drops the database. */
  dispose(): Promise<void>;
}

/** A fresh, migrated database of this test file's own, cloned from the template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `doclens_test_${randomBytes(6).toString('hex')}`;
  const url = withDatabaseName(testDatabaseBaseUrl(), name);
  await ensureDatabase(url, templateDatabaseName());
  const db = createDb({ url, poolSize: 5 });
  return {
    url,
    db,
    async dispose() {
      await db.destroy();
      await dropDatabase(url);
    },
  };
}
