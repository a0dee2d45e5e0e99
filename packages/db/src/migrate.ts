import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';
import { migrations } from './migrations/index';

/** Applies every pending migration; throws with the failing migration's name if one fails. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  // Numbers were reserved per feature and landed out of order (0008 before 0006 and 0007), so a
  // database migrated earlier must still accept the lower numbers that arrive later.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((entry) => entry.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: result.error });
  }
  return result;
}
