import { type Kysely, sql } from 'kysely';

/**
 * Billing: checkout sessions (both providers record theirs so that completing one twice is a no-op),
 * the local provider's subscriptions (the test provider's stand-in for Stripe's records), webhook
 * events stored once by id, referrals, the credit ledger whose sum is a user's account credit, and
 * cancellation/deletion feedback kept without personal data.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan', 'text', (col) => col.notNull().check(sql`plan in ('pro', 'enterprise')`))
    .addColumn('billing_interval', 'text', (col) => col.notNull().check(sql`billing_interval in ('month', 'year')`))
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('local', 'stripe')`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open').check(sql`status in ('open', 'complete')`))
    .addColumn('subscription_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('checkout_sessions_user_idx').on('checkout_sessions').column('user_id').execute();

  await db.schema
    .createTable('local_subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan', 'text', (col) => col.notNull().check(sql`plan in ('pro', 'enterprise')`))
    .addColumn('billing_interval', 'text', (col) => col.notNull().check(sql`billing_interval in ('month', 'year')`))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('active').check(sql`status in ('active', 'canceled')`),
    )
    .addColumn('current_period_end', 'timestamptz', (col) => col.notNull())
    .addColumn('cancel_at_period_end', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('local_subscriptions_user_idx').on('local_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('subscription_id', 'text')
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('referrer_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('referred_email', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'completed', 'credited')`),
    )
    .addColumn('credit_amount', 'numeric(12, 2)', (col) => col.notNull())
    .addColumn('plan_upgraded_to', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('credited_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('referrals_referrer_idx').on('referrals').column('referrer_id').execute();

  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'numeric(12, 2)', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    /** One credit per referral, whatever retries or duplicate events do. */
    .addColumn('referral_id', 'integer', (col) => col.unique().references('referrals.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('credit_ledger_user_idx').on('credit_ledger').column('user_id').execute();

  await db.schema
    .createTable('account_feedback')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('cancel_subscription', 'delete_account')`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('comments', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('plan', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'account_feedback',
    'credit_ledger',
    'referrals',
    'billing_events',
    'local_subscriptions',
    'checkout_sessions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
