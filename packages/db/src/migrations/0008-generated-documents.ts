import { type Kysely, sql } from 'kysely';

/**
 * Documents written by the generator: the request (type and parameters), the HTML it produced and
 * the owner's edits. `usage_period` is the month whose quota counted it, so a failed generation
 * gives back exactly that month's use.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('generated_documents')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('document_type', 'text', (col) => col.notNull())
    .addColumn('template_id', 'text')
    .addColumn('parameters', 'jsonb', (col) => col.notNull())
    .addColumn('generated_content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('generating').check(sql`status in ('generating', 'draft', 'failed')`),
    )
    .addColumn('failure_reason', 'text')
    .addColumn('is_archived', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('analysis_role', 'text')
    .addColumn('analysis', 'jsonb')
    .addColumn('risk_level', 'text', (col) => col.check(sql`risk_level in ('high', 'medium', 'low')`))
    .addColumn('usage_period', 'date')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('generated_documents_owner_created_idx')
    .on('generated_documents')
    .columns(['owner_id', 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('generated_documents').execute();
}
