import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

type Executor = Kysely<Database>;

/** What the triggers of migration 0020 count: a table by one of its columns, or a whole table. */
export type CountedRows =
  | 'documents.status'
  | 'documents.created_day'
  | 'users.plan'
  | 'users.created_day'
  | 'generated_documents'
  | 'referrals';

/** Counts kept by the day (UTC, 'YYYY-MM-DD') their rows were created. */
export type CountedByDay = 'documents.created_day' | 'users.created_day';

/**
 * The kept counts of rows by value, read in one short index scan whatever the size of the tables
 * counted. A value no row has had is absent; one all rows have left is there with 0.
 */
export async function readRowCounts(db: Executor, counted: CountedRows): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('rowCounts')
    .select(['value', sql<number>`count::int`.as('count')])
    .where('counted', '=', counted)
    .execute();
  return new Map(rows.map((row) => [row.value, row.count]));
}

/** The kept counts of rows created on each day from `firstDay` ('YYYY-MM-DD', UTC) on. */
export async function readDailyRowCounts(
  db: Executor,
  counted: CountedByDay,
  firstDay: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('rowCounts')
    .select(['value', sql<number>`count::int`.as('count')])
    .where('counted', '=', counted)
    .where('value', '>=', firstDay)
    .execute();
  return new Map(rows.map((row) => [row.value, row.count]));
}

/** The kept count of a whole table's rows. */
export async function readTableRowCount(db: Executor, counted: 'generated_documents' | 'referrals'): Promise<number> {
  return (await readRowCounts(db, counted)).get('') ?? 0;
}
