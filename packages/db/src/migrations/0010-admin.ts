import { type Kysely, sql } from 'kysely';

/**
 * The admin's audit log (every manual change to an account: who, when, before and after) and the
 * indexes that keep the admin analytics to index scans on a large table of users and documents.
 * The log outlives both accounts it names: actor and target are plain ids and addresses, not keys.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('actor_id', 'uuid', (col) => col.notNull())
    .addColumn('actor_email', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_user_id', 'uuid', (col) => col.notNull())
    .addColumn('target_email', 'text')
    .addColumn('before', 'jsonb', (col) => col.notNull())
    .addColumn('after', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('admin_audit_log_target_idx')
    .on('admin_audit_log')
    .columns(['target_user_id', 'created_at'])
    .execute();

  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();
  await db.schema.createIndex('users_plan_idx').on('users').column('plan').execute();
  // The paying accounts with what revenue needs, read without touching the users table.
  await sql`
    create index users_paid_idx on users (id)
      include (plan, stripe_subscription_id, account_credit, subscription_end_date)
      where plan <> 'free' and stripe_subscription_id is not null`.execute(db);
  await db.schema.createIndex('documents_created_at_idx').on('documents').column('created_at').execute();
  // Revenue reads each subscription's billing interval from the checkout that started it.
  await db.schema
    .createIndex('checkout_sessions_subscription_idx')
    .on('checkout_sessions')
    .column('subscription_id')
    .execute();
  // Failures of the last day: a small partial index instead of scanning every failed document.
  await db.schema
    .createIndex('documents_failed_updated_idx')
    .on('documents')
    .column('updated_at')
    .where(sql.ref('status'), '=', 'failed')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('documents_failed_updated_idx').execute();
  await db.schema.dropIndex('checkout_sessions_subscription_idx').execute();
  await db.schema.dropIndex('documents_created_at_idx').execute();
  await db.schema.dropIndex('users_paid_idx').execute();
  await db.schema.dropIndex('users_plan_idx').execute();
  await db.schema.dropIndex('users_created_at_idx').execute();
  await db.schema.dropTable('admin_audit_log').execute();
}
