import { type Kysely, sql } from 'kysely';

/**
 * The writing-checker rules a user chose to ignore in one document ("ignore this rule in this
 * document"): their corrections are hidden in that document's analysis. Deleted with the document.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ignored_writing_rules')
    .addColumn('document_id', 'integer', (col) => col.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('rule_id', 'text', (col) => col.notNull().check(sql`char_length(rule_id) between 3 and 120`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ignored_writing_rules_pkey', ['document_id', 'rule_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ignored_writing_rules').execute();
}
