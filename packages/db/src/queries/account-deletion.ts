import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Executor = Kysely<Database>;

export interface DeletedAccount {
  /** The files of the account's documents and bulk analyses, for the caller to remove from the object store. */
  storageKeys: string[];
}

/**
 * Deletes a user and everything that is theirs, in one transaction: the row's foreign keys
 * cascade to sessions, tokens, documents and their pages, generated documents and shares, bulk
 * analyses and their files' rows, usage, checkout sessions, their referrals and their credit
 * ledger. A referral someone else made of this address is kept for the referrer with the address
 * anonymised (the privacy page's promise), and the admin audit log keeps its rows without the
 * address. Undefined when there was no such user.
 */
export async function deleteUserAccount(db: Executor, userId: string): Promise<DeletedAccount | undefined> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return undefined;
    const documents = await trx.selectFrom('documents').select('storageKey').where('ownerId', '=', userId).execute();
    const bulkFiles = await trx
      .selectFrom('bulkUploadFiles')
      .innerJoin('bulkUploads', 'bulkUploads.id', 'bulkUploadFiles.bulkUploadId')
      .select('bulkUploadFiles.storageKey')
      .where('bulkUploads.ownerId', '=', userId)
      .execute();
    await trx
      .updateTable('referrals')
      .set({ referredEmail: anonymisedAddress(userId) })
      .where('referredEmail', '=', user.email)
      .execute();
    // The audit log outlives the account (what was done, by which id) but not its address.
    await trx.updateTable('adminAuditLog').set({ targetEmail: null }).where('targetUserId', '=', userId).execute();
    await trx
      .updateTable('adminAuditLog')
      .set({ actorEmail: anonymisedAddress(userId) })
      .where('actorId', '=', userId)
      .execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return { storageKeys: [...documents, ...bulkFiles].map((row) => row.storageKey) };
  });
}

/** Unique per deleted user (the column is unique), and no longer anyone's address. */
export function anonymisedAddress(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}
