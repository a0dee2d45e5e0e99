import { creditReferralsAwaiting, type User } from '@doclens/db';
import type { FastifyBaseLogger } from 'fastify';
import { type AdminRoleDeps, grantAdminRoleIfOwed } from '../admin/admin-role';

/**
 * What waits for an address to be verified, by the emailed link or by a password reset: the admin
 * role of ADMIN_EMAIL, and the referral credits that completed meanwhile (the user's own referrals,
 * and the one naming their address). With Stripe, the next sync or `npm run billing:resync` sends
 * those credits to the customer balance.
 */
export async function afterAddressVerified(deps: AdminRoleDeps, user: User, log: FastifyBaseLogger): Promise<User> {
  const current = await grantAdminRoleIfOwed(deps, user, log);
  const credited = await creditReferralsAwaiting(deps.db, current);
  if (credited.length > 0) log.info({ userId: current.id, referrals: credited.length }, 'referral credit released');
  return current;
}
