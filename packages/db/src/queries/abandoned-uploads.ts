import type { Kysely } from 'kysely';
import type { Database, Document } from '../schema';

type Executor = Kysely<Database>;

/**
 * Deletes the uploads still waiting for an analysis type that nothing has touched since
 * `updatedBefore` (upload, end of extraction, retry), and answers them. One statement: an upload
 * whose type is chosen meanwhile is `processing` and stays.
 */
export async function deleteAbandonedUploads(db: Executor, updatedBefore: Date): Promise<Document[]> {
  return db
    .deleteFrom('documents')
    .where('status', '=', 'pending')
    .where('updatedAt', '<', updatedBefore)
    .returningAll()
    .execute();
}
