import type { Kysely } from 'kysely';

/**
 * Whether the provider is retrying a failed renewal (Stripe's past_due). The plan is kept while it
 * retries; the account page asks the user to update their card.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('subscription_past_due', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('subscription_past_due').execute();
}
