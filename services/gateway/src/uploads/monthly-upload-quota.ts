import { PLANS, type PlanId } from '@doclens/api';
import { type Db, type Document, findMonthlyUsage, markDocumentCounted, tryCountUsage } from '@doclens/db';
import { monthlyUploadLimitReached } from './upload-refusals';

/**
 * Counts one upload against the user's month, or refuses it with the spec's message when the
 * plan's documents are used up (pro counts uploads and generations together; enterprise has no
 * limit). Check and count are one statement, so parallel uploads cannot overshoot the limit.
 */
export async function countMonthlyUpload(db: Db, userId: string, plan: PlanId, at: Date): Promise<void> {
  const limit = PLANS[plan].monthlyDocuments;
  if (await tryCountUsage(db, userId, 'uploads', limit, at)) return;
  const used = (await findMonthlyUsage(db, userId, at)).total;
  // Only a finite limit refuses, so `limit` is a number here.
  throw monthlyUploadLimitReached(used, limit ?? used);
}

/**
 * Counts an owned document that no month has counted yet (one its owner claimed while at the
 * limit) before it gets a full analysis; refuses with the monthly limit when the plan's documents
 * are used up. Run it in the transaction that starts the analysis, so a refusal leaves no trace.
 */
export async function countDocumentBeforeAnalysis(
  db: Db,
  document: { id: number; ownerId: string | null; usagePeriod: Date | null },
  plan: PlanId,
  at: Date,
): Promise<void> {
  if (!document.ownerId || document.usagePeriod) return;
  // Another request counted it meanwhile: once is enough.
  if (!(await markDocumentCounted(db, document.id, at))) return;
  await countMonthlyUpload(db, document.ownerId, plan, at);
}

/**
 * Whether deleting this document gives its month's upload back: only while it waits for its type
 * and none of its pages went to OCR. OCR costs seconds of a core a page, so an upload that had it
 * has been used, deleted or not, or delete-and-upload-again would read scans without end for free;
 * reading a text layer costs a fraction of a second, and leaving the type step gives that back, as
 * a user expects of an upload they never used. `document` is the row as it was deleted.
 */
export function deletionRefundsUpload(document: Pick<Document, 'status' | 'ocrStartedAt'>): boolean {
  return document.status === 'pending' && document.ocrStartedAt === null;
}
