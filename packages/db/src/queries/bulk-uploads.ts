import { type Kysely, sql } from 'kysely';
import type { BulkCell, BulkUpload, BulkUploadFile, Database } from '../schema';

type Executor = Kysely<Database>;

export interface NewBulkUploadInput {
  ownerId: string;
  name: string;
  analysisType: 'data_extraction' | 'ai_summary';
  extractionParameters: string[];
  summaryParameter: string;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
}

export async function insertBulkUpload(db: Executor, input: NewBulkUploadInput): Promise<BulkUpload> {
  return db
    .insertInto('bulkUploads')
    .values({ ...input, extractionParameters: JSON.stringify(input.extractionParameters) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The owner's batch; undefined for another owner's, so a stranger cannot tell it exists. */
export async function findOwnedBulkUpload(db: Executor, ownerId: string, id: number): Promise<BulkUpload | undefined> {
  return db
    .selectFrom('bulkUploads')
    .selectAll()
    .where('id', '=', id)
    .where('ownerId', '=', ownerId)
    .executeTakeFirst();
}

export async function findBulkUpload(db: Executor, id: number): Promise<BulkUpload | undefined> {
  return db.selectFrom('bulkUploads').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface BulkUploadWithCounts extends BulkUpload {
  totalFiles: number;
  processedFiles: number;
  failedFiles: number;
}

const countsOf = (db: Executor) =>
  db
    .selectFrom('bulkUploads')
    .leftJoin('bulkUploadFiles', 'bulkUploadFiles.bulkUploadId', 'bulkUploads.id')
    .selectAll('bulkUploads')
    .select([
      sql<number>`count(bulk_upload_files.id)::int`.as('totalFiles'),
      sql<number>`(count(*) filter (where bulk_upload_files.status in ('completed', 'failed')))::int`.as(
        'processedFiles',
      ),
      sql<number>`(count(*) filter (where bulk_upload_files.status = 'failed'))::int`.as('failedFiles'),
    ])
    .groupBy('bulkUploads.id');

export async function listOwnedBulkUploads(db: Executor, ownerId: string): Promise<BulkUploadWithCounts[]> {
  return countsOf(db)
    .where('bulkUploads.ownerId', '=', ownerId)
    .orderBy('bulkUploads.createdAt', 'desc')
    .orderBy('bulkUploads.id', 'desc')
    .execute();
}

export async function findBulkUploadWithCounts(db: Executor, id: number): Promise<BulkUploadWithCounts | undefined> {
  return countsOf(db).where('bulkUploads.id', '=', id).executeTakeFirst();
}

export interface NewBulkFileInput {
  fileName: string;
  storageKey: string;
  size: number;
}

/**
 * Adds the files and marks the batch processing, in one transaction, unless the batch would then
 * hold more than `maxFiles`: undefined, and nothing added. The batch row is locked while its files
 * are counted, so concurrent adds (two tabs) are counted one after the other and cannot overshoot.
 */
export async function addBulkFiles(
  db: Executor,
  bulkUploadId: number,
  files: readonly NewBulkFileInput[],
  maxFiles: number,
): Promise<BulkUploadFile[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const batch = await trx
      .selectFrom('bulkUploads')
      .select('id')
      .where('id', '=', bulkUploadId)
      .forUpdate()
      .executeTakeFirst();
    if (!batch) return undefined;
    if ((await countBulkFiles(trx, bulkUploadId)) + files.length > maxFiles) return undefined;
    const rows = await trx
      .insertInto('bulkUploadFiles')
      .values(files.map((file) => ({ ...file, bulkUploadId })))
      .returningAll()
      .execute();
    await trx
      .updateTable('bulkUploads')
      .set({ status: 'processing', rankedAt: null, updatedAt: new Date() })
      .where('id', '=', bulkUploadId)
      .execute();
    return rows;
  });
}

export async function countBulkFiles(db: Executor, bulkUploadId: number): Promise<number> {
  const row = await db
    .selectFrom('bulkUploadFiles')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('bulkUploadId', '=', bulkUploadId)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function listBulkFiles(db: Executor, bulkUploadId: number): Promise<BulkUploadFile[]> {
  return db.selectFrom('bulkUploadFiles').selectAll().where('bulkUploadId', '=', bulkUploadId).orderBy('id').execute();
}

export async function findBulkFile(db: Executor, fileId: number): Promise<BulkUploadFile | undefined> {
  return db.selectFrom('bulkUploadFiles').selectAll().where('id', '=', fileId).executeTakeFirst();
}

export async function listBulkCells(db: Executor, bulkUploadId: number): Promise<BulkCell[]> {
  return db
    .selectFrom('bulkCells')
    .innerJoin('bulkUploadFiles', 'bulkUploadFiles.id', 'bulkCells.bulkUploadFileId')
    .selectAll('bulkCells')
    .where('bulkUploadFiles.bulkUploadId', '=', bulkUploadId)
    .execute();
}

/** Marks a file being worked on, unless it already finished this attempt. */
export async function startBulkFile(
  db: Executor,
  fileId: number,
  attempt: number,
): Promise<BulkUploadFile | undefined> {
  return db
    .updateTable('bulkUploadFiles')
    .set({ status: 'processing' })
    .where('id', '=', fileId)
    .where('attempt', '=', attempt)
    .where('status', 'in', ['pending', 'processing'])
    .returningAll()
    .executeTakeFirst();
}

export interface BulkFileOutcome {
  pageCount: number;
  cells?: readonly Omit<BulkCell, 'bulkUploadFileId'>[];
  score?: { score: number; keyPoints: unknown[]; analysis: string; reasoning: string };
}

/** Stores a file's cells or score and completes it; a later attempt's result is never overwritten. */
export async function completeBulkFile(
  db: Executor,
  fileId: number,
  attempt: number,
  outcome: BulkFileOutcome,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('bulkUploadFiles')
      .set({
        status: 'completed',
        failureReason: null,
        pageCount: outcome.pageCount,
        score: outcome.score?.score ?? null,
        keyPoints: outcome.score ? JSON.stringify(outcome.score.keyPoints) : null,
        analysis: outcome.score?.analysis ?? null,
        reasoning: outcome.score?.reasoning ?? null,
        finishedAt: new Date(),
      })
      .where('id', '=', fileId)
      .where('attempt', '=', attempt)
      .returning('id')
      .executeTakeFirst();
    if (!updated) return false;
    await trx.deleteFrom('bulkCells').where('bulkUploadFileId', '=', fileId).execute();
    if (outcome.cells && outcome.cells.length > 0)
      await trx
        .insertInto('bulkCells')
        .values(outcome.cells.map((cell) => ({ ...cell, bulkUploadFileId: fileId })))
        .execute();
    return true;
  });
}

export async function failBulkFile(db: Executor, fileId: number, attempt: number, reason: string): Promise<void> {
  await db
    .updateTable('bulkUploadFiles')
    .set({ status: 'failed', failureReason: reason, finishedAt: new Date() })
    .where('id', '=', fileId)
    .where('attempt', '=', attempt)
    .where('status', 'in', ['pending', 'processing'])
    .execute();
}

/** Starts a file over under a new attempt; undefined when it is not a failed file of the batch. */
export async function restartBulkFile(
  db: Executor,
  bulkUploadId: number,
  fileId: number,
): Promise<BulkUploadFile | undefined> {
  return db.transaction().execute(async (trx) => {
    const file = await trx
      .updateTable('bulkUploadFiles')
      .set((eb) => ({
        status: 'pending',
        failureReason: null,
        finishedAt: null,
        attempt: eb('attempt', '+', 1),
      }))
      .where('id', '=', fileId)
      .where('bulkUploadId', '=', bulkUploadId)
      .where('status', '=', 'failed')
      .returningAll()
      .executeTakeFirst();
    if (file)
      await trx
        .updateTable('bulkUploads')
        .set({ status: 'processing', updatedAt: new Date() })
        .where('id', '=', bulkUploadId)
        .execute();
    return file;
  });
}

/**
 * Ranks the scored files of a batch from their rows and completes the batch once every file has
 * finished. Reads only Postgres, so running it twice gives the same answer.
 */
export async function rankBulkUpload(db: Executor, bulkUploadId: number): Promise<BulkUpload | undefined> {
  return db.transaction().execute(async (trx) => {
    const batch = await trx
      .selectFrom('bulkUploads')
      .selectAll()
      .where('id', '=', bulkUploadId)
      .forUpdate()
      .executeTakeFirst();
    if (!batch) return undefined;
    const files = await trx
      .selectFrom('bulkUploadFiles')
      .select(['id', 'status', 'score', 'fileName'])
      .where('bulkUploadId', '=', bulkUploadId)
      .execute();
    const scored = files
      .filter((file) => file.status === 'completed' && file.score !== null)
      .sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || a.fileName.localeCompare(b.fileName) || a.id - b.id);
    for (const [index, file] of scored.entries())
      await trx
        .updateTable('bulkUploadFiles')
        .set({ ranking: index + 1 })
        .where('id', '=', file.id)
        .execute();
    const finished = files.length > 0 && files.every((file) => file.status === 'completed' || file.status === 'failed');
    return trx
      .updateTable('bulkUploads')
      .set({
        status: finished ? 'completed' : batch.status,
        rankedAt: finished ? new Date() : batch.rankedAt,
        updatedAt: new Date(),
      })
      .where('id', '=', bulkUploadId)
      .returningAll()
      .executeTakeFirst();
  });
}

/** Deletes the batch and (by cascade) its files' rows and cells; returns the storage keys to remove. */
export async function deleteOwnedBulkUpload(db: Executor, ownerId: string, id: number): Promise<string[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const files = await trx
      .selectFrom('bulkUploadFiles')
      .innerJoin('bulkUploads', 'bulkUploads.id', 'bulkUploadFiles.bulkUploadId')
      .select('bulkUploadFiles.storageKey')
      .where('bulkUploads.id', '=', id)
      .where('bulkUploads.ownerId', '=', ownerId)
      .execute();
    const deleted = await trx
      .deleteFrom('bulkUploads')
      .where('id', '=', id)
      .where('ownerId', '=', ownerId)
      .returning('id')
      .executeTakeFirst();
    return deleted ? files.map((file) => file.storageKey) : undefined;
  });
}

/** Files still waiting or in work that were last started before `before`, oldest first. */
export async function findUnfinishedBulkFiles(db: Executor, before: Date): Promise<BulkUploadFile[]> {
  return db
    .selectFrom('bulkUploadFiles')
    .selectAll()
    .where('status', 'in', ['pending', 'processing'])
    .where('createdAt', '<', before)
    .orderBy('id')
    .limit(500)
    .execute();
}

/** Batches still processing whose every file has finished: their ranking run was lost. */
export async function findUnrankedFinishedBulkUploads(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('bulkUploads')
    .innerJoin('bulkUploadFiles', 'bulkUploadFiles.bulkUploadId', 'bulkUploads.id')
    .select('bulkUploads.id')
    .where('bulkUploads.status', '=', 'processing')
    .groupBy('bulkUploads.id')
    .having(sql<boolean>`bool_and(bulk_upload_files.status in ('completed', 'failed'))`)
    .execute();
  return rows.map((row) => row.id);
}
