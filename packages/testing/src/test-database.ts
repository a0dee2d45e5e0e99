import { randomBytes } from 'node:crypto';
import { createDb, type Db, dropDatabase, ensureDatabase, withDatabaseName } from '@doclens/db';
import { TEMPLATE_DATABASE, testDatabaseBaseUrl } from './test-environment';

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
  await ensureDatabase(url, TEMPLATE_DATABASE);
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
