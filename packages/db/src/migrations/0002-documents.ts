import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('anonymous_claim_hash', 'text')
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('file_size', 'integer', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull().defaultTo('application/pdf'))
    .addColumn('page_count', 'integer')
    .addColumn('metadata', 'jsonb')
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'processing', 'completed', 'failed')`),
    )
    .addColumn('processing_stage', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('document_type', 'text', (col) => col.check(sql`document_type in ('contract', 'essay', 'cv', 'other')`))
    .addColumn('analysis_parameters', 'jsonb')
    .addColumn('analysis', 'jsonb')
    .addColumn('content', 'text')
    .addColumn('risk_level', 'text', (col) => col.check(sql`risk_level in ('high', 'medium', 'low')`))
    .addColumn('overall_grade', 'text')
    .addColumn('overall_score', 'integer')
    .addColumn('processing_time_ms', 'integer')
    .addColumn('processing_started_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('is_archived', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('documents_owner_or_claim', sql`owner_id is not null or anonymous_claim_hash is not null`)
    .execute();
  await db.schema
    .createIndex('documents_owner_created_idx')
    .on('documents')
    .columns(['owner_id', 'created_at desc'])
    .execute();
  await db.schema.createIndex('documents_claim_idx').on('documents').column('anonymous_claim_hash').execute();
  await db.schema.createIndex('documents_status_idx').on('documents').column('status').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('documents').execute();
}
