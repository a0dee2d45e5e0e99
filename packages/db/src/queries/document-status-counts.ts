import type { Kysely } from 'kysely';
import { type Database, DOCUMENT_STATUSES, type DocumentStatus } from '../schema';
import { documentCountSql } from './documents';

type Executor = Kysely<Database>;

/** How many documents are in each status across all owners, every status present (0 when none). */
export async function countDocumentsByStatus(db: Executor): Promise<Record<DocumentStatus, number>> {
  const rows = await db
    .selectFrom('documents')
    .select(['status', documentCountSql.as('count')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(DOCUMENT_STATUSES.map((status) => [status, 0])) as Record<DocumentStatus, number>;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}
