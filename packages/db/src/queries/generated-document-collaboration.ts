import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Executor = Kysely<Database>;

export async function loadCollaborationState(db: Executor, id: number): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('generatedDocumentCollaboration')
    .select('state')
    .where('generatedDocumentId', '=', id)
    .executeTakeFirst();
  return row?.state;
}

/**
 * Stores the first state built from the document's HTML unless another process stored one
 * first, and returns the state that won: every editor then starts from the same Yjs history, so
 * two first loads never both insert the text.
 */
export async function seedCollaborationState(db: Executor, id: number, state: Uint8Array): Promise<Uint8Array> {
  await db
    .insertInto('generatedDocumentCollaboration')
    .values({ generatedDocumentId: id, state })
    .onConflict((conflict) => conflict.column('generatedDocumentId').doNothing())
    .execute();
  const stored = await loadCollaborationState(db, id);
  return stored ?? state;
}

/**
 * Writes the Yjs state and, in the same transaction, the HTML copy the rest of the product reads
 * (downloads, analysis, the list), so the two never disagree for long.
 */
export async function storeCollaborationState(
  db: Executor,
  id: number,
  input: { state: Uint8Array; html: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    await trx
      .insertInto('generatedDocumentCollaboration')
      .values({ generatedDocumentId: id, state: input.state, updatedAt: now })
      .onConflict((conflict) =>
        conflict.column('generatedDocumentId').doUpdateSet({ state: input.state, updatedAt: now }),
      )
      .execute();
    await trx
      .updateTable('generatedDocuments')
      .set({ generatedContent: input.html, updatedAt: now })
      .where('id', '=', id)
      .where('generatedContent', '!=', input.html)
      .execute();
  });
}

/** Forgets the Yjs state, so the next collaborative load starts again from the HTML. */
export async function clearCollaborationState(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('generatedDocumentCollaboration').where('generatedDocumentId', '=', id).execute();
}
