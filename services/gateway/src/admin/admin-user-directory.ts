import type { AdminUser, AdminUsersPage, AdminUsersQuery } from '@doclens/api';
import type { Db, User } from '@doclens/db';
import { sql } from 'kysely';

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

/** `%` and `_` typed by the admin are matched literally. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The admin's user list: newest first, searched case-insensitively in the address and the name. */
export async function listUsersForAdmin(db: Db, { page, limit, search }: AdminUsersQuery): Promise<AdminUsersPage> {
  let query = db.selectFrom('users');
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('email', 'ilike', pattern), eb('name', 'ilike', pattern)]));
  }
  const [rows, totalRow] = await Promise.all([
    query
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  const total = totalRow.total;
  return {
    users: rows.map(adminUserOf),
    pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}
