import { type Kysely, sql } from 'kysely';
import type { Database, Document, DocumentType } from '../schema';

type Executor = Kysely<Database>;

/**
 * The pipeline's state changes, each one atomic statement. Extraction and the choice of an
 * analysis type can happen in either order; whichever of the two finds the other already done
 * moves the document to 'analyzing', and only that caller enqueues the analysis job.
 */

export interface ExtractionResult {
  pageCount: number;
  metadata: Record<string, unknown> | null;
  /** What could not be read, for the owner to see (pages past the plan's OCR limit); null when all was read. */
  warning?: string | null;
}

/** Records a finished extraction of this attempt. Returns the document, or undefined if stale. */
export async function markExtracted(
  db: Executor,
  id: number,
  attempt: number,
  result: ExtractionResult,
): Promise<Document | undefined> {
  return db
    .updateTable('documents')
    .set({
      pageCount: result.pageCount,
      metadata: result.metadata === null ? null : JSON.stringify(result.metadata),
      extractionWarning: result.warning ?? null,
      extractedAt: new Date(),
      processingStage: sql`case when document_type is not null then 'analyzing' else 'extracted' end`,
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .where('pipelineAttempt', '=', attempt)
    .where('status', 'in', ['pending', 'processing'])
    .where('processingStage', '=', 'extracting')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Records that extraction sent the document's first page to OCR. From then on a deletion gives no
 * upload back: the upload has cost what uploads are counted for.
 */
export async function markOcrStarted(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('documents')
    .set({ ocrStartedAt: sql`coalesce(ocr_started_at, now())` })
    .where('id', '=', id)
    .execute();
}

/** Whether the document still exists; cheap enough to ask every second while it is read. */
export async function documentExists(db: Executor, id: number): Promise<boolean> {
  const row = await db.selectFrom('documents').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export interface AnalysisChoice {
  documentType: DocumentType;
  analysisParameters: Record<string, unknown>;
  deadline: Date;
}

/** Starts analysis of a pending document. Returns undefined when it is not pending. */
export async function chooseAnalysis(db: Executor, id: number, choice: AnalysisChoice): Promise<Document | undefined> {
  return db
    .updateTable('documents')
    .set({
      documentType: choice.documentType,
      analysisParameters: JSON.stringify(choice.analysisParameters),
      status: 'processing',
      processingStartedAt: new Date(),
      processingDeadlineAt: choice.deadline,
      processingStage: sql`case when processing_stage = 'extracted' then 'analyzing' else processing_stage end`,
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Starts a failed document again from where it stopped, as a new attempt: re-extracts when no
 * text was extracted, otherwise re-analyses (or waits for a type). Undefined unless it failed
 * with a failure that a retry can fix.
 */
export async function restartPipeline(db: Executor, id: number, deadline: Date): Promise<Document | undefined> {
  return db
    .updateTable('documents')
    .set({
      pipelineAttempt: sql`pipeline_attempt + 1`,
      failureReason: null,
      failureRetryable: true,
      analysis: null,
      status: sql`case when document_type is null then 'pending' else 'processing' end`,
      processingStage: sql`case
        when extracted_at is null then 'extracting'
        when document_type is not null then 'analyzing'
        else 'extracted' end`,
      processingStartedAt: sql`case when document_type is not null then now() else processing_started_at end`,
      processingDeadlineAt: deadline,
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .where('failureRetryable', '=', true)
    .returningAll()
    .executeTakeFirst();
}

export interface CompletedAnalysis {
  analysis: Record<string, unknown>;
  riskLevel: Document['riskLevel'];
  overallGrade: string | null;
  overallScore: number | null;
  processingTimeMs: number;
}

/** Stores the analysis of this attempt and completes the document; undefined if stale. */
export async function completeAnalysis(
  db: Executor,
  id: number,
  attempt: number,
  result: CompletedAnalysis,
): Promise<Document | undefined> {
  return db.transaction().execute(async (trx) => {
    const completed = await trx
      .updateTable('documents')
      .set({
        analysis: JSON.stringify(result.analysis),
        riskLevel: result.riskLevel,
        overallGrade: result.overallGrade,
        overallScore: result.overallScore,
        processingTimeMs: result.processingTimeMs,
        status: 'completed',
        processingStage: null,
        failureReason: null,
        completedAt: new Date(),
        updatedAt: new Date(),
      })
      .where('id', '=', id)
      .where('pipelineAttempt', '=', attempt)
      .where('status', '=', 'processing')
      .returningAll()
      .executeTakeFirst();
    if (completed?.ownerId) {
      await trx
        .updateTable('users')
        .set((eb) => ({ documentsProcessed: eb('documentsProcessed', '+', 1) }))
        .where('id', '=', completed.ownerId)
        .execute();
    }
    return completed;
  });
}
