import { type Db, insertAdminAuditEntry, type User } from '@doclens/db';

export const ADMIN_ACTIONS = [
  'update-plan',
  'update-subscription-id',
  'create-stripe-subscription',
  'delete-user',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export interface AdminAuditRecord {
  actor: User;
  action: AdminAction;
  targetUserId: string;
  targetEmail: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** The account fields a plan fix may change: what the audit log keeps before and after. */
export function billingStateOf(user: User): Record<string, unknown> {
  return {
    plan: user.plan,
    stripeSubscriptionId: user.stripeSubscriptionId,
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
  };
}

export async function recordAdminAction(db: Db, record: AdminAuditRecord): Promise<void> {
  await insertAdminAuditEntry(db, {
    actorId: record.actor.id,
    actorEmail: record.actor.email,
    action: record.action,
    targetUserId: record.targetUserId,
    targetEmail: record.targetEmail,
    before: record.before,
    after: record.after,
  });
}
