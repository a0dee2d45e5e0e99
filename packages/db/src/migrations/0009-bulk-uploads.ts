import { type Kysely, sql } from 'kysely';

/**
 * Bulk analysis: a batch, its files, and one row per (file, field) cell. Postgres is the truth of
 * a batch: the ranking is computed from these rows, so it can be computed again at any time.
 * Deleting a batch deletes its files' rows and cells with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bulk_uploads')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('analysis_type', 'text', (col) =>
      col.notNull().check(sql`analysis_type in ('data_extraction', 'ai_summary')`),
    )
    .addColumn('extraction_parameters', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('summary_parameter', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sort_by', 'text', (col) => col.notNull().defaultTo('score'))
    .addColumn('sort_order', 'text', (col) => col.notNull().defaultTo('desc').check(sql`sort_order in ('asc', 'desc')`))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'processing', 'completed')`),
    )
    .addColumn('ranked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('bulk_uploads_owner_created_idx')
    .on('bulk_uploads')
    .columns(['owner_id', 'created_at desc'])
    .execute();

  await db.schema
    .createTable('bulk_upload_files')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('bulk_upload_id', 'integer', (col) => col.notNull().references('bulk_uploads.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'processing', 'completed', 'failed')`),
    )
    .addColumn('failure_reason', 'text')
    .addColumn('attempt', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('page_count', 'integer')
    .addColumn('score', 'integer')
    .addColumn('key_points', 'jsonb')
    .addColumn('analysis', 'text')
    .addColumn('reasoning', 'text')
    .addColumn('ranking', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('bulk_upload_files_batch_idx')
    .on('bulk_upload_files')
    .columns(['bulk_upload_id', 'id'])
    .execute();

  await db.schema
    .createTable('bulk_cells')
    .addColumn('bulk_upload_file_id', 'integer', (col) =>
      col.notNull().references('bulk_upload_files.id').onDelete('cascade'),
    )
    .addColumn('field', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('page', 'integer')
    .addColumn('quote', 'text')
    .addColumn('confidence', 'real', (col) => col.notNull())
    .addPrimaryKeyConstraint('bulk_cells_pkey', ['bulk_upload_file_id', 'field'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bulk_cells').execute();
  await db.schema.dropTable('bulk_upload_files').execute();
  await db.schema.dropTable('bulk_uploads').execute();
}
