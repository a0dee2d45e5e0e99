import type { Kysely } from 'kysely';
import type { Database, GeneratedDocument, RiskLevel } from '../schema';
import { usagePeriodOf } from './monthly-usage';

type Executor = Kysely<Database>;

export interface NewGeneratedDocumentInput {
  ownerId: string;
  title: string;
  documentType: string;
  templateId: string | null;
  parameters: Record<string, string>;
  /** Given for Save As New: the document is a draft at once and no job is needed. */
  generatedContent?: string;
  /** The moment the quota counted it, or null when no quota did. */
  countedAt: Date | null;
}

export async function insertGeneratedDocument(
  db: Executor,
  input: NewGeneratedDocumentInput,
): Promise<GeneratedDocument> {
  return db
    .insertInto('generatedDocuments')
    .values({
      ownerId: input.ownerId,
      title: input.title,
      documentType: input.documentType,
      templateId: input.templateId,
      parameters: JSON.stringify(input.parameters),
      ...(input.generatedContent === undefined
        ? {}
        : { generatedContent: input.generatedContent, status: 'draft' as const }),
      usagePeriod: input.countedAt ? usagePeriodOf(input.countedAt) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The owner's document; undefined for another owner's, so a stranger cannot tell it exists. */
export async function findOwnedGeneratedDocument(
  db: Executor,
  ownerId: string,
  id: number,
): Promise<GeneratedDocument | undefined> {
  return db
    .selectFrom('generatedDocuments')
    .selectAll()
    .where('id', '=', id)
    .where('ownerId', '=', ownerId)
    .executeTakeFirst();
}

export async function findGeneratedDocument(db: Executor, id: number): Promise<GeneratedDocument | undefined> {
  return db.selectFrom('generatedDocuments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listOwnedGeneratedDocuments(
  db: Executor,
  ownerId: string,
  limit = 1000,
): Promise<GeneratedDocument[]> {
  return db
    .selectFrom('generatedDocuments')
    .selectAll()
    .where('ownerId', '=', ownerId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export interface GeneratedDocumentEdit {
  title?: string;
  generatedContent?: string;
  notes?: string;
}

export async function updateOwnedGeneratedDocument(
  db: Executor,
  ownerId: string,
  id: number,
  edit: GeneratedDocumentEdit,
): Promise<GeneratedDocument | undefined> {
  return db
    .updateTable('generatedDocuments')
    .set({ ...edit, updatedAt: new Date() })
    .where('id', '=', id)
    .where('ownerId', '=', ownerId)
    .returningAll()
    .executeTakeFirst();
}

/** Archive is a toggle, as the spec's archive call is. */
export async function toggleGeneratedDocumentArchived(
  db: Executor,
  ownerId: string,
  id: number,
): Promise<GeneratedDocument | undefined> {
  return db
    .updateTable('generatedDocuments')
    .set((eb) => ({ isArchived: eb.not(eb.ref('isArchived')), updatedAt: new Date() }))
    .where('id', '=', id)
    .where('ownerId', '=', ownerId)
    .returningAll()
    .executeTakeFirst();
}

/** Writes the generator's output; only a row still generating takes it, so a retried job cannot overwrite edits. */
export async function completeGeneration(db: Executor, id: number, title: string, html: string): Promise<boolean> {
  const row = await db
    .updateTable('generatedDocuments')
    .set({ title, generatedContent: html, status: 'draft', updatedAt: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'generating')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Fails a generation still under way; returns the row when this call failed it (for the refund). */
export async function failGeneration(db: Executor, id: number, reason: string): Promise<GeneratedDocument | undefined> {
  return db
    .updateTable('generatedDocuments')
    .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'generating')
    .returningAll()
    .executeTakeFirst();
}

export async function storeGeneratedDocumentAnalysis(
  db: Executor,
  ownerId: string,
  id: number,
  result: { role: string; analysis: Record<string, unknown>; riskLevel: RiskLevel | null },
): Promise<GeneratedDocument | undefined> {
  return db
    .updateTable('generatedDocuments')
    .set({
      analysisRole: result.role,
      analysis: JSON.stringify(result.analysis),
      riskLevel: result.riskLevel,
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .where('ownerId', '=', ownerId)
    .returningAll()
    .executeTakeFirst();
}

/** Gives back the generation a failed document was counted for, in the month it was counted. */
export async function refundGenerationUsage(db: Executor, document: GeneratedDocument): Promise<void> {
  if (!document.usagePeriod) return;
  await db
    .updateTable('monthlyUsage')
    .set((eb) => ({ generations: eb(eb.ref('generations'), '-', 1) }))
    .where('userId', '=', document.ownerId)
    .where('period', '=', document.usagePeriod)
    .where('generations', '>', 0)
    .execute();
}

/** The owner's generated documents, not archived and archived, for the dashboard's stat cards. */
export async function countOwnedGeneratedDocuments(
  db: Executor,
  ownerId: string,
): Promise<{ active: number; archived: number }> {
  const rows = await db
    .selectFrom('generatedDocuments')
    .select(['isArchived', (eb) => eb.fn.countAll<string>().as('count')])
    .where('ownerId', '=', ownerId)
    .groupBy('isArchived')
    .execute();
  const countOf = (archived: boolean) => Number(rows.find((row) => row.isArchived === archived)?.count ?? 0);
  return { active: countOf(false), archived: countOf(true) };
}
