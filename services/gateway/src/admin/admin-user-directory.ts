import type { AdminUser, AdminUsersPage, AdminUsersQuery } from '@doclens/api';
import { type Db, searchUsersForAdmin, type User } from '@doclens/db';

export function adminUserOf(user: User): AdminUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    plan: user.plan,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
    stripeSubscriptionId: user.stripeSubscriptionId,
    accountCredit: String(user.accountCredit),
    documentsProcessed: user.documentsProcessed,
  };
}

/** The admin's user list: newest first, searched case-insensitively in the address and the name. */
export async function listUsersForAdmin(db: Db, query: AdminUsersQuery): Promise<AdminUsersPage> {
  const { users, total } = await searchUsersForAdmin(db, query);
  const { page, limit } = query;
  return {
    users: users.map(adminUserOf),
    pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}
