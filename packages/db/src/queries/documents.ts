import type { Kysely } from 'kysely';
import type { Database, Document, DocumentUpdate, NewDocument, PageTextSource, StoredOcrWord } from '../schema';

type Executor = Kysely<Database>;

/** Who is asking: a signed-in user, or an anonymous browser known by its claim-cookie hash. */
export type DocumentViewer = { userId: string } | { claimHash: string };

export async function insertDocument(db: Executor, document: NewDocument): Promise<Document> {
  return db.insertInto('documents').values(document).returningAll().executeTakeFirstOrThrow();
}

export async function findDocumentById(db: Executor, id: number): Promise<Document | undefined> {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The document only if this viewer owns it; anyone else gets nothing, as if it did not exist. */
export async function findDocumentForViewer(
  db: Executor,
  id: number,
  viewer: DocumentViewer,
): Promise<Document | undefined> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', id)
    .where((eb) =>
      'userId' in viewer ? eb('ownerId', '=', viewer.userId) : eb('anonymousClaimHash', '=', viewer.claimHash),
    )
    .executeTakeFirst();
}

export async function updateDocument(db: Executor, id: number, changes: DocumentUpdate): Promise<Document | undefined> {
  return db
    .updateTable('documents')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export interface FailureOptions {
  /** Whether Retry can fix it: false when the same file would fail the same way again. */
  retryable: boolean;
}

/** Ends a document as failed with a reason the user can read; completed documents are left alone. */
export async function failDocument(
  db: Executor,
  id: number,
  reason: string,
  { retryable }: FailureOptions,
): Promise<Document | undefined> {
  return db
    .updateTable('documents')
    .set({
      status: 'failed',
      failureReason: reason,
      failureRetryable: retryable,
      processingStage: null,
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .where('status', '!=', 'completed')
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the row and answers it; with `onlyStatus`, only while the document is in that status. */
export async function deleteDocument(
  db: Executor,
  id: number,
  onlyStatus?: Document['status'],
): Promise<Document | undefined> {
  let query = db.deleteFrom('documents').where('id', '=', id);
  if (onlyStatus) query = query.where('status', '=', onlyStatus);
  return query.returningAll().executeTakeFirst();
}

/**
 * Moves every document uploaded by an anonymous browser to the account that just signed in, and
 * answers their ids, oldest first. They arrive uncounted: the caller counts them against the
 * account's quota (see `markDocumentCounted`).
 */
export async function claimAnonymousDocuments(db: Executor, claimHash: string, userId: string): Promise<number[]> {
  const rows = await db
    .updateTable('documents')
    .set({ ownerId: userId, anonymousClaimHash: null, usagePeriod: null, updatedAt: new Date() })
    .where('anonymousClaimHash', '=', claimHash)
    .where('ownerId', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export interface PageText {
  pageNumber: number;
  text: string;
}

/** A page as extraction stores it: its text, where the text came from and, for OCR, its words' positions. */
export interface ExtractedPage extends PageText {
  /** 'text' when absent. */
  source?: PageTextSource;
  ocrWords?: StoredOcrWord[];
}

/** Replaces the stored pages in one transaction, so a re-run never leaves a mix of two runs. */
export async function replaceDocumentPages(db: Executor, documentId: number, pages: ExtractedPage[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('documentPages').where('documentId', '=', documentId).execute();
    const batchSize = 500;
    for (let start = 0; start < pages.length; start += batchSize) {
      const batch = pages.slice(start, start + batchSize).map(({ pageNumber, text, source, ocrWords }) => ({
        documentId,
        pageNumber,
        text,
        source: source ?? 'text',
        ocrWords: ocrWords ? JSON.stringify(ocrWords) : null,
      }));
      await trx.insertInto('documentPages').values(batch).execute();
    }
  });
}

/** An OCR page's words with their positions; undefined when the page is not stored or was not read by OCR. */
export async function findOcrWords(
  db: Executor,
  documentId: number,
  pageNumber: number,
): Promise<StoredOcrWord[] | undefined> {
  const row = await db
    .selectFrom('documentPages')
    .select('ocrWords')
    .where('documentId', '=', documentId)
    .where('pageNumber', '=', pageNumber)
    .where('source', '=', 'ocr')
    .executeTakeFirst();
  return row?.ocrWords ?? undefined;
}

export async function findDocumentPages(db: Executor, documentId: number): Promise<PageText[]> {
  return db
    .selectFrom('documentPages')
    .select(['pageNumber', 'text'])
    .where('documentId', '=', documentId)
    .orderBy('pageNumber')
    .execute();
}

/** Documents the pipeline should be working on: used by the reconciler. */
export async function findUnfinishedDocuments(db: Executor, updatedBefore: Date, limit = 500): Promise<Document[]> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'processing'), eb('processingStage', 'in', ['extracting', 'analyzing'])]),
        eb.and([eb('status', '=', 'pending'), eb('processingStage', '=', 'extracting')]),
      ]),
    )
    .where('updatedAt', '<', updatedBefore)
    .orderBy('updatedAt')
    .limit(limit)
    .execute();
}

export async function findDocumentsPastDeadline(db: Executor, now = new Date()): Promise<Document[]> {
  return (
    db
      .selectFrom('documents')
      .selectAll()
      .where('status', 'in', ['pending', 'processing'])
      // A pending document waiting at 'extracted' is waiting for its owner, not for us.
      .where('processingStage', 'in', ['extracting', 'analyzing'])
      .where('processingDeadlineAt', '<', now)
      .execute()
  );
}
