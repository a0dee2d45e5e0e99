import type { BillingOperations } from '@doclens/billing';
import { type Db, deleteUserAccount, type User } from '@doclens/db';
import type { ObjectStore } from '@doclens/storage';
import type { FastifyBaseLogger } from 'fastify';

export interface AccountDeletionDeps {
  db: Db;
  storage: ObjectStore;
  billing: BillingOperations;
  /** The request's logger, so that the lines carry its request id. */
  logger: FastifyBaseLogger;
}

export interface AccountDeletionSummary {
  userId: string;
  documentsDeleted: number;
  /** Stored files that could not be removed now; logged by key for the operator, never by name. */
  filesLeft: number;
}

/**
 * Deletes an account the one way both the user (DELETE /api/delete-account-with-feedback) and the
 * admin (DELETE /api/admin/users/:id) do it: the paid subscription ends now so nothing more is
 * charged, the user row goes and with it (by cascade) sessions, documents, their pages, generated
 * documents, bulk analyses, usage, referrals made and credit; a referral naming their address and
 * the admin audit log keep no address (deleteUserAccount); then the stored files of the documents
 * and of the bulk analyses are removed.
 * The provider is asked first: if it fails, nothing is deleted and the caller can try again.
 */
export async function deleteAccount(deps: AccountDeletionDeps, user: User): Promise<AccountDeletionSummary> {
  await deps.billing.endSubscriptionNow(user);
  const storageKeys = (await deleteUserAccount(deps.db, user.id))?.storageKeys ?? [];
  let filesLeft = 0;
  for (const key of storageKeys) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      filesLeft += 1;
      deps.logger.warn({ err: error, storageKey: key, userId: user.id }, 'file of a deleted account left in storage');
    }
  }
  deps.logger.info({ userId: user.id, documents: storageKeys.length, filesLeft }, 'account deleted');
  return { userId: user.id, documentsDeleted: storageKeys.length, filesLeft };
}
