import type { Kysely } from 'kysely';

/**
 * When the extraction worker sent the document's first page to OCR. A deletion gives the month's
 * upload back only while it is null: OCR costs seconds of a core a page, and an upload that had it
 * has been used, deleted or not. Documents read before this column existed are left null: their
 * deletion keeps the rule they were uploaded under.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('ocr_started_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('ocr_started_at').execute();
}
