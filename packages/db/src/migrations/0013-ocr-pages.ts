import { type Kysely, sql } from 'kysely';

/**
 * Pages read by OCR: where a page's text came from, and for OCR pages the words with their
 * positions, which the viewer highlights since such a page has no text layer. A document records
 * what extraction could not read (pages past the plan's OCR limit), to tell its owner.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('document_pages')
    .addColumn('source', 'text', (col) => col.notNull().defaultTo('text').check(sql`source in ('text', 'ocr')`))
    .addColumn('ocr_words', 'jsonb')
    .execute();
  await db.schema.alterTable('documents').addColumn('extraction_warning', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('extraction_warning').execute();
  await db.schema.alterTable('document_pages').dropColumn('ocr_words').dropColumn('source').execute();
}
