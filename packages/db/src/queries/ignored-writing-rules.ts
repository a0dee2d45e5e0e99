import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Executor = Kysely<Database>;

/** The writing rules ignored in a document, in the order the user ignored them. */
export async function listIgnoredWritingRules(db: Executor, documentId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('ignoredWritingRules')
    .select('ruleId')
    .where('documentId', '=', documentId)
    .orderBy('createdAt')
    .orderBy('ruleId')
    .execute();
  return rows.map((row) => row.ruleId);
}

/** Ignores a writing rule in a document; ignoring it again changes nothing. */
export async function ignoreWritingRule(db: Executor, documentId: number, ruleId: string): Promise<void> {
  await db
    .insertInto('ignoredWritingRules')
    .values({ documentId, ruleId })
    .onConflict((conflict) => conflict.columns(['documentId', 'ruleId']).doNothing())
    .execute();
}

/** Shows a writing rule's corrections in a document again. */
export async function restoreWritingRule(db: Executor, documentId: number, ruleId: string): Promise<void> {
  await db
    .deleteFrom('ignoredWritingRules')
    .where('documentId', '=', documentId)
    .where('ruleId', '=', ruleId)
    .execute();
}
