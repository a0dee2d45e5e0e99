import type { AppConfig } from '@doclens/config';
import { type Db, type User, updateUser } from '@doclens/db';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The admin role counts only on a verified address: whoever registers ADMIN_EMAIL first cannot
 * use it before proving they read that mailbox, and a row marked admin while unverified (as
 * registration used to do) opens nothing.
 */
export function isAdmin(user: User): boolean {
  return user.role === 'admin' && user.emailVerified;
}

export interface AdminRoleDeps {
  db: Db;
  config: Pick<AppConfig, 'auth'>;
}

/**
 * Grants the admin role to the ADMIN_EMAIL account once its address is verified (at verification,
 * at a password reset, which proves the address too, and at sign-in for an address configured
 * later), and logs the grant. Any other user is returned as it is.
 */
export async function grantAdminRoleIfOwed(deps: AdminRoleDeps, user: User, log: FastifyBaseLogger): Promise<User> {
  if (user.role === 'admin' || !user.emailVerified || deps.config.auth.adminEmail !== user.email) return user;
  const granted = await updateUser(deps.db, user.id, { role: 'admin' });
  if (!granted) return user;
  log.info({ userId: user.id }, 'admin role granted');
  return granted;
}
