import { HttpError } from '../../http/http-errors';

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
