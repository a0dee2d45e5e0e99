import { deleteAccountSchema, messageResponseSchema, planOrFree } from '@doclens/api';
import { accountDeletedEmail, type BillingOperations } from '@doclens/billing';
import { insertAccountFeedback } from '@doclens/db';
import { sendBillingEmail } from '@doclens/queue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccount } from '../../accounts/account-deletion';
import { readyJobQueue } from '../../http/ready-job-queue';
import { clearSessionCookie, requireUser } from '../../plugins/session-auth';
import type { RouteContext } from '../route-context';

export const ACCOUNT_DELETED_MESSAGE = 'Account deleted';

/**
 * Deleting one's account (spec part 2 §7), the same deletion the admin's uses: the subscription
 * ends now, every row, file and audit address of the account goes, every session ends with the
 * row; the feedback is kept without anything that names the user, and the user is told by email
 * at the address they had.
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
        // The provider is asked first inside, so that an outage leaves the account as it was.
        await deleteAccount({ db: deps.db, storage: deps.storage, billing, logger: request.log }, user);
        await insertAccountFeedback(deps.db, {
          kind: 'delete_account',
          reason,
          comments: additionalComments,
          plan: planOrFree(user.plan),
        });
        // Sessions cascade with the row; ending them here as well keeps that true if the schema changes.
        await sessions.endAllOf(user.id);
        clearSessionCookie(reply, cookie);
        try {
          await readyJobQueue(deps).enqueue(sendBillingEmail, {
            ...accountDeletedEmail(user, request.id),
            requestId: request.id,
          });
        } catch (error) {
          request.log.error({ err: error }, 'could not queue the account-deleted email');
        }
        return { message: ACCOUNT_DELETED_MESSAGE };
      },
    );
  };
}
