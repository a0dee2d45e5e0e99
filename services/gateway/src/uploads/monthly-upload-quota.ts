import { PLANS, type PlanId } from '@doclens/api';
import { type Db, findMonthlyUsage, tryCountUsage } from '@doclens/db';
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
