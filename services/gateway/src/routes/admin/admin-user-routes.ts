import { ADMIN_MESSAGES, adminUsersPageSchema, adminUsersQuerySchema, messageResponseSchema } from '@doclens/api';
import type { BillingOperations } from '@doclens/billing';
import { findUserById } from '@doclens/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccount } from '../../accounts/account-deletion';
import { recordAdminAction } from '../../admin/admin-audit-log';
import { requireAdmin } from '../../admin/admin-guard';
import { listUsersForAdmin } from '../../admin/admin-user-directory';
import { HttpError } from '../../http/http-errors';
import type { RouteContext } from '../route-context';

export const ACCOUNT_DELETED_BY_ADMIN_MESSAGE = 'Account deleted';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin's user list and account deletion (spec part 2 §7, page size 20 from §9). */
export function adminUserRoutes({ deps }: RouteContext, billing: BillingOperations): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/users',
      {
        schema: {
          tags: ['admin'],
          summary: 'Users, newest first, searched by address or name',
          querystring: adminUsersQuerySchema,
          response: { 200: adminUsersPageSchema },
        },
      },
      async (request) => listUsersForAdmin(deps.db, request.query),
    );

    app.delete(
      '/api/admin/users/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Delete an account as its owner would: subscription ended, files and data removed',
          params: z.object({ id: z.string().max(100).trim() }),
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const { id } = request.params;
        const target = UUID.test(id) ? await findUserById(deps.db, id) : undefined;
        if (!target) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
        // The account found, not the id as typed: Postgres finds the same account whatever its case.
        if (target.id === admin.id) throw new HttpError(409, ADMIN_MESSAGES.cannotDeleteSelf);
        await deleteAccount({ db: deps.db, storage: deps.storage, billing, logger: request.log }, target);
        await recordAdminAction(deps.db, {
          actor: admin,
          action: 'delete-user',
          targetUserId: target.id,
          targetEmail: null,
          before: { plan: target.plan, role: target.role },
          after: { deleted: true },
        });
        return { message: ACCOUNT_DELETED_BY_ADMIN_MESSAGE };
      },
    );
  };
}
