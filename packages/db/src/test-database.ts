import { randomBytes } from 'node:crypto';
import { createDb, type Db } from './connection';
import { databaseNameOf, dropDatabase, ensureDatabase, withDatabaseName } from './database-admin';

// Lives beside the database code rather than in @doclens/testing so that this package's own tests
// can use it without a package cycle (testing depends on db); @doclens/testing re-exports it.

/** Where the integration tests find Postgres; the global setup fills it in. */
export function testDatabaseBaseUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://localhost:5432/doclens_test';
}

/** Where the global setup names the template of this run, for the test workers it starts. */
export const TEMPLATE_DATABASE_ENV = 'DOCLENS_TEST_TEMPLATE_DB';

/**
 * The migrated database every test file clones: one per test run, named by the global setup, so
 * two runs on one Postgres (two checkouts, or a run started while another works) never drop or
 * migrate each other's template. Without a setup, the one named after DATABASE_URL's database.
 */
export function templateDatabaseName(): string {
  return process.env[TEMPLATE_DATABASE_ENV] ?? `${databaseNameOf(testDatabaseBaseUrl())}_template`;
}

/** A template name of a run of its own (the global setup stores it in TEMPLATE_DATABASE_ENV). */
export function newTemplateDatabaseName(): string {
  return `${databaseNameOf(testDatabaseBaseUrl())}_template_${randomBytes(4).toString('hex')}`;
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
