import { type PlanId, planOrFree } from '@doclens/api';
import type { FastifyRequest } from 'fastify';

/** The plan whose view of an analysis this request gets; anonymous visitors see the free one. */
export function viewerPlanOf(request: FastifyRequest): PlanId {
  return request.user ? planOrFree(request.user.plan) : 'free';
}
