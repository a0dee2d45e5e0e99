import { sql } from 'kysely';
import type { Db } from '../connection';
import type { User } from '../schema';

export interface AdminUsersSearch {
  page: number;
  limit: number;
  search?: string | undefined;
}

/** `%` and `_` typed by the admin are matched literally. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The admin's user list: newest first, searched case-insensitively in the address and the name. */
export async function searchUsersForAdmin(
  db: Db,
  { page, limit, search }: AdminUsersSearch,
): Promise<{ users: User[]; total: number }> {
  let query = db.selectFrom('users');
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('email', 'ilike', pattern), eb('name', 'ilike', pattern)]));
  }
  const [users, totalRow] = await Promise.all([
    query
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { users, total: totalRow.total };
}
