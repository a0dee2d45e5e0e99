import { isPaidPlan, type PlanId } from '@doclens/api';
import { isRedacted } from './redacted-analysis';

/** Paid detail shows only when the plan allows it AND the server actually sent it. */
export function canSeePaidDetail(analysis: object, plan: PlanId): boolean {
  return isPaidPlan(plan) && !isRedacted(analysis);
}
