import { type Kysely, sql } from 'kysely';

/**
 * When the extraction worker started reading the document's file. A deletion gives the month's
 * upload back only while it is null: reading (OCR above all) is the work an upload is counted for.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('reading_started_at', 'timestamptz').execute();
  // Documents read before this column existed were read too.
  await sql`update documents set reading_started_at = coalesce(extracted_at, processing_started_at, created_at)
    where extracted_at is not null or status in ('completed', 'failed')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('reading_started_at').execute();
}
