import { type Kysely, sql } from 'kysely';

/**
 * Real-time collaboration on generated documents (enterprise): the Yjs state of a document being
 * edited together, beside the document row so that reading a document never loads it, and the
 * shares that let another user read or edit an owner's document.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('generated_document_collaboration')
    .addColumn('generated_document_id', 'integer', (col) =>
      col.primaryKey().references('generated_documents.id').onDelete('cascade'),
    )
    .addColumn('state', 'bytea', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('generated_document_shares')
    .addColumn('generated_document_id', 'integer', (col) =>
      col.notNull().references('generated_documents.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('read', 'edit')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('generated_document_shares_pkey', ['generated_document_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('generated_document_shares_user_idx')
    .on('generated_document_shares')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('generated_document_shares').execute();
  await db.schema.dropTable('generated_document_collaboration').execute();
}
