import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

type Executor = Kysely<Database>;

export type UsageKind = 'uploads' | 'generations';

/** The first day (UTC) of the month that `at` falls in, as the `period` key. */
export function usagePeriodOf(at: Date): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

export interface MonthlyUsage {
  uploads: number;
  generations: number;
  total: number;
}

export async function findMonthlyUsage(db: Executor, userId: string, at = new Date()): Promise<MonthlyUsage> {
  const row = await db
    .selectFrom('monthlyUsage')
    .select(['uploads', 'generations'])
    .where('userId', '=', userId)
    .where('period', '=', sql<Date>`${usagePeriodOf(at)}::date`)
    .executeTakeFirst();
  const uploads = row?.uploads ?? 0;
  const generations = row?.generations ?? 0;
  return { uploads, generations, total: uploads + generations };
}

/**
 * Counts one use if the month's uploads plus generations stay within `limit` (null: unlimited).
 * One statement checks and counts, so parallel requests can never overshoot the limit.
 * Returns false when the limit was already reached.
 */
export async function tryCountUsage(
  db: Executor,
  userId: string,
  kind: UsageKind,
  limit: number | null,
  at = new Date(),
): Promise<boolean> {
  if (limit !== null && limit <= 0) return false;
  const period = usagePeriodOf(at);
  const column = sql.ref(kind);
  const result = await sql<{ userId: string }>`
    insert into monthly_usage as usage (user_id, period, ${column})
    values (${userId}, ${period}, 1)
    on conflict (user_id, period) do update
      set ${column} = usage.${column} + 1
      where ${limit === null ? sql`true` : sql`usage.uploads + usage.generations < ${limit}`}
    returning user_id`.execute(db);
  return result.rows.length === 1;
}

/**
 * Records that the document was counted in the month of `at`. False when it already was (by a
 * concurrent request), so the caller counts it once only.
 */
export async function markDocumentCounted(db: Executor, documentId: number, at = new Date()): Promise<boolean> {
  const row = await db
    .updateTable('documents')
    .set({ usagePeriod: usagePeriodOf(at) })
    .where('id', '=', documentId)
    .where('usagePeriod', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives back the upload a deleted document was counted for, in the month it was counted; none if it was not. */
export async function refundDocumentUsage(
  db: Executor,
  document: { ownerId: string | null; usagePeriod: Date | null },
): Promise<void> {
  if (!document.ownerId || !document.usagePeriod) return;
  await db
    .updateTable('monthlyUsage')
    .set((eb) => ({ uploads: eb(eb.ref('uploads'), '-', 1) }))
    .where('userId', '=', document.ownerId)
    .where('period', '=', document.usagePeriod)
    .where('uploads', '>', 0)
    .execute();
}
