import { savedHtmlRefusal } from '@doclens/generated-documents';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-errors';
import { requireUser } from '../../plugins/session-auth';

/** The answers to a refused generation; each names the upgrade, which the web turns into the upgrade flow. */
export const GENERATION_PLAN_MESSAGE =
  'Document generation is available on Pro and Enterprise plans. Upgrade your plan to generate documents.';
export const GENERATED_DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found';

export function generationLimitMessage(used: number, limit: number): string {
  return `Monthly document limit reached. You've used ${used}/${limit} documents this month. Upgrade your plan to generate more.`;
}

export function generationNeedsPaidPlan(): HttpError {
  return new HttpError(403, GENERATION_PLAN_MESSAGE);
}

export function generatedDocumentNotFound(): HttpError {
  return new HttpError(404, GENERATED_DOCUMENT_NOT_FOUND_MESSAGE);
}

/**
 * A route's `preValidation`: refuses `generatedContent` nested past the limit before the sanitiser,
 * whose cost grows with the square of the depth, runs on the gateway's event loop.
 */
export async function refuseUnsavableContent(request: FastifyRequest): Promise<void> {
  // A signed-out caller hears that first, as without this check.
  requireUser(request);
  const content = (request.body as { generatedContent?: unknown } | null | undefined)?.generatedContent;
  if (typeof content !== 'string') return;
  const refusal = savedHtmlRefusal(content);
  if (refusal) throw new HttpError(400, refusal);
}
