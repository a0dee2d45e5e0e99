import { type PlanId, planOrFree } from '@doclens/api';
import type { FastifyRequest } from 'fastify';

/** The caller's own plan; anonymous visitors have the free one. */
export function accountPlanOf(request: FastifyRequest): PlanId {
  return request.user ? planOrFree(request.user.plan) : 'free';
}

/**
 * The plan whose view of an analysis this request gets: the caller's, except for a document no
 * month's quota counted (an upload claimed while the account was at its limit), which stays the
 * preview its visitor saw, the free view, whatever the owner's plan.
 */
export function viewerPlanOf(request: FastifyRequest): PlanId {
  const document = request.accessibleDocument;
  if (document?.ownerId && !document.usagePeriod) return 'free';
  return accountPlanOf(request);
}
