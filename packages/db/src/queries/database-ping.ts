import { sql } from 'kysely';
import type { Db } from '../connection';

/** The cheapest round trip that proves the database answers queries (readiness checks). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
