import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface AdminAuditEntryInput {
  actorId: string;
  actorEmail: string;
  action: string;
  targetUserId: string;
  targetEmail: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Appends one admin action to the audit log, inside the caller's transaction when given one. */
export async function insertAdminAuditEntry(db: Kysely<Database>, entry: AdminAuditEntryInput): Promise<void> {
  await db
    .insertInto('adminAuditLog')
    .values({ ...entry, before: JSON.stringify(entry.before), after: JSON.stringify(entry.after) })
    .execute();
}
