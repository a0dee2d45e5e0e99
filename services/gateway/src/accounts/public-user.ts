import { firstNameOf, type PublicUser } from '@doclens/api';
import type { User } from '@doclens/db';
import { isAdmin } from '../admin/admin-role';

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    name: user.name,
    firstName: firstNameOf(user.name),
    email: user.email,
    emailVerified: user.emailVerified,
    plan: user.plan,
    role: isAdmin(user) ? 'admin' : 'user',
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: user.stripeSubscriptionId,
    accountCredit: Number(user.accountCredit).toFixed(2),
    documentsProcessed: user.documentsProcessed,
  };
}
