import type { Kysely } from 'kysely';

/**
 * When a ledger credit reached the payments provider (Stripe's customer balance). Null until then,
 * so a credit Stripe could not take at the time is sent again by the next sync or resync.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('credit_ledger').addColumn('provider_applied_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('credit_ledger').dropColumn('provider_applied_at').execute();
}
