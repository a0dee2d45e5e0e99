import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('pipeline_attempt', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('processing_deadline_at', 'timestamptz')
    .addColumn('extracted_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('document_pages')
    .addColumn('document_id', 'integer', (col) => col.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('page_number', 'integer', (col) => col.notNull().check(sql`page_number >= 1`))
    .addColumn('text', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('document_pages_pk', ['document_id', 'page_number'])
    .execute();

  await db.schema
    .createTable('monthly_usage')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('period', 'date', (col) => col.notNull())
    .addColumn('uploads', 'integer', (col) => col.notNull().defaultTo(0).check(sql`uploads >= 0`))
    .addColumn('generations', 'integer', (col) => col.notNull().defaultTo(0).check(sql`generations >= 0`))
    .addPrimaryKeyConstraint('monthly_usage_pk', ['user_id', 'period'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('monthly_usage').execute();
  await db.schema.dropTable('document_pages').execute();
  await db.schema
    .alterTable('documents')
    .dropColumn('pipeline_attempt')
    .dropColumn('processing_deadline_at')
    .dropColumn('extracted_at')
    .execute();
}
