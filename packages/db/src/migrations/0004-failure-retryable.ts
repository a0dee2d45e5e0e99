import { type Kysely, sql } from 'kysely';

/**
 * Whether Retry can fix a failed document. A failure that depends only on the file (a password,
 * damage, no text, too many pages) ends the same way every time, so Retry is not offered for it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('failure_retryable', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
  // Failures recorded before this column existed, recognised by the reasons the workers wrote.
  await sql`
    update documents
       set failure_retryable = false
     where status = 'failed'
       and (failure_reason like 'This PDF is password-protected.%'
         or failure_reason like 'This PDF is damaged%'
         or failure_reason like 'No text found in this PDF.%'
         or failure_reason like 'This PDF has % pages; the % plan allows up to %'
         or failure_reason like 'The uploaded file is missing.%'
         or failure_reason = 'No text was extracted from this document.'
         or failure_reason like 'This type of analysis is not available%'
         or failure_reason like 'The analysis settings for this document are not valid.%'
         or failure_reason like 'The analysis of this document could not be completed.%')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('failure_retryable').execute();
}
