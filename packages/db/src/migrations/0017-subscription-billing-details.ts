import { type Kysely, sql } from 'kysely';

/**
 * The current subscription's billing interval and the end of its paid period, written by every
 * subscription sync, so the account page shows the price and the renewal date without asking the
 * payments provider on each visit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('subscription_interval', 'text', (col) => col.check(sql`subscription_interval in ('month', 'year')`))
    .addColumn('subscription_period_end', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .dropColumn('subscription_interval')
    .dropColumn('subscription_period_end')
    .execute();
}
