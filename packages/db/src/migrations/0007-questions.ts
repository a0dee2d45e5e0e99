import { type Kysely, sql } from 'kysely';

/**
 * Questions asked about a document (Ask AI) and their answers. The answer is the engine's result
 * (text, found, verified citations, engine) as JSON, null while pending. Deleted with the document.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('questions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('document_id', 'integer', (col) => col.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answer', 'jsonb')
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'answered', 'failed')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('answered_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('questions_document_created_idx')
    .on('questions')
    .columns(['document_id', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('questions_user_created_idx')
    .on('questions')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('questions').execute();
}
