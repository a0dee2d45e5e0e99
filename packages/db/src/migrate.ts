import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';
import { migrations } from './migrations/index';

function migratorFor(db: Kysely<any>): Migrator {
  // Numbers were reserved per feature and landed out of order (0008 before 0006 and 0007), so a
  // database migrated earlier must still accept the lower numbers that arrive later.
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
}

/** Applies every pending migration; throws with the failing migration's name if one fails. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const result = await migratorFor(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((entry) => entry.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: result.error });
  }
  return result;
}

/** The migrations this code knows that the database has not run yet (all of them on an empty one). */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const known = await migratorFor(db).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
