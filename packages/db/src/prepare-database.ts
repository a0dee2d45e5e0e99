import { createDb, type Db } from './connection';
import { ensureDatabase } from './database-admin';
import { migrateToLatest } from './migrate';

/** Creates the database if missing and brings its schema up to date. */
export async function prepareDatabase(url: string): Promise<string[]> {
  await ensureDatabase(url);
  const db: Db = createDb({ url, poolSize: 1 });
  try {
    const result = await migrateToLatest(db);
    return (result.results ?? []).map((entry) => entry.migrationName);
  } finally {
    await db.destroy();
  }
}
