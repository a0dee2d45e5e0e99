import { PLANS, type PlanId } from '@doclens/api';
import { type PdfExtractionLimits, readingLimitsFor } from '@doclens/pdf';

/** The document owner's plan decides how many pages, and scanned pages, are read; anonymous uploads are on free. */
export function extractionLimitsFor(plan: PlanId): PdfExtractionLimits {
  return readingLimitsFor(plan, PLANS[plan]);
}
