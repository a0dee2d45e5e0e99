import { deleteAccountSchema, messageResponseSchema, planOrFree } from '@doclens/api';
import { accountDeletedEmail, type BillingOperations } from '@doclens/billing';
import { deleteUserAccount, insertAccountFeedback } from '@doclens/db';
import { sendBillingEmail } from '@doclens/queue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, requireUser } from '../../plugins/session-auth';
import type { RouteContext } from '../route-context';
import { readyJobQueue } from './ready-job-queue';

export const ACCOUNT_DELETED_MESSAGE = 'Account deleted';

/**
 * Deleting one's account (spec part 2 §7): the subscription ends now, the feedback is kept without
 * anything that names the user, every session ends with the row, the files leave the object store,
 * and the user is told by email at the address they had.
 */
export function accountDeletionRoutes(
  { deps, sessions, cookie }: RouteContext,
  billing: BillingOperations,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.delete(
      '/api/delete-account-with-feedback',
      {
        schema: {
          tags: ['billing'],
          summary: 'Delete the signed-in user’s account and data, with a reason',
          body: deleteAccountSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { reason, additionalComments } = request.body;
        // First, so that a provider outage leaves the account as it was and nobody is charged again.
        await billing.endSubscriptionNow(user);
        await insertAccountFeedback(deps.db, {
          kind: 'delete_account',
          reason,
          comments: additionalComments,
          plan: planOrFree(user.plan),
        });
        const deleted = await deleteUserAccount(deps.db, user.id);
        // Sessions cascade with the row; ending them here as well keeps that true if the schema changes.
        await sessions.endAllOf(user.id);
        clearSessionCookie(reply, cookie);
        for (const key of deleted?.storageKeys ?? []) {
          try {
            await deps.storage.delete(key);
          } catch (error) {
            // No row points at the bytes any more; a left-over object is logged for the operator to remove.
            request.log.error({ err: error, storageKey: key }, 'could not delete a file of a deleted account');
          }
        }
        try {
          await readyJobQueue(deps).enqueue(sendBillingEmail, {
            ...accountDeletedEmail(user, request.id),
            requestId: request.id,
          });
        } catch (error) {
          request.log.error({ err: error }, 'could not queue the account-deleted email');
        }
        request.log.info({ userId: user.id, files: deleted?.storageKeys.length ?? 0 }, 'account deleted');
        return { message: ACCOUNT_DELETED_MESSAGE };
      },
    );
  };
}
