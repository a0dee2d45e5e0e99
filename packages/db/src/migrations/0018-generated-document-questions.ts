import { type Kysely, sql } from 'kysely';

/**
 * Ask AI on a generated draft: a question is about an uploaded document or about a generated one,
 * never both and never neither. Deleted with whichever it is about.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('questions')
    .alterColumn('document_id', (col) => col.dropNotNull())
    .execute();
  await db.schema
    .alterTable('questions')
    .addColumn('generated_document_id', 'integer', (col) =>
      col.references('generated_documents.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .alterTable('questions')
    .addCheckConstraint('questions_one_subject', sql`(document_id is null) <> (generated_document_id is null)`)
    .execute();
  await db.schema
    .createIndex('questions_generated_document_created_idx')
    .on('questions')
    .columns(['generated_document_id', 'created_at desc'])
    .where(sql.ref('generated_document_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('questions').where('document_id', 'is', null).execute();
  await db.schema.dropIndex('questions_generated_document_created_idx').execute();
  await db.schema.alterTable('questions').dropConstraint('questions_one_subject').execute();
  await db.schema.alterTable('questions').dropColumn('generated_document_id').execute();
  await db.schema
    .alterTable('questions')
    .alterColumn('document_id', (col) => col.setNotNull())
    .execute();
}
