import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Executor = Kysely<Database>;

export interface DeletedAccount {
  /** The files of the account's documents, for the caller to remove from the object store. */
  storageKeys: string[];
}

/**
 * Deletes a user and everything that is theirs, in one transaction: the row's foreign keys
 * cascade to sessions, tokens, documents and their pages, generated documents, usage, checkout
 * sessions, their referrals and their credit ledger. A referral someone else made of this
 * address is kept for the referrer with the address anonymised (the privacy page's promise).
 * Undefined when there was no such user.
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
    await trx
      .updateTable('referrals')
      .set({ referredEmail: anonymisedAddress(userId) })
      .where('referredEmail', '=', user.email)
      .execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return { storageKeys: documents.map((document) => document.storageKey) };
  });
}

/** Unique per deleted user (the column is unique), and no longer anyone's address. */
export function anonymisedAddress(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}
