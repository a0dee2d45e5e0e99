import { type Kysely, sql } from 'kysely';

/**
 * The month whose quota a document was counted in (null: counted in none, such as a visitor's
 * upload). A refund gives back exactly that month's use, and only when there was one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('usage_period', 'date').execute();
  // Documents owned before this column existed were uploaded by their owners, who were counted.
  await sql`
    update documents
       set usage_period = date_trunc('month', created_at at time zone 'UTC')::date
     where owner_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('usage_period').execute();
}
