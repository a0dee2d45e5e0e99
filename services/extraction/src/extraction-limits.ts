import { PLANS, type PlanId } from '@doclens/api';
import type { PdfExtractionLimits } from '@doclens/pdf';

// Fixed here rather than in the environment: nobody has needed to tune them, and they bound what
// one hostile file can cost, which should not drift between deployments by accident.
export const EXTRACTION_TIMEOUT_MS = 60_000;
/** Each parsing child process's resident size and V8 heap (packages/pdf, PdfExtractionLimits.maxMemoryMb). */
export const EXTRACTION_MAX_MEMORY_MB = 512;

/** The document owner's plan decides how many pages, and scanned pages, are read; anonymous uploads are on free. */
export function extractionLimitsFor(plan: PlanId): PdfExtractionLimits {
  return {
    maxPages: PLANS[plan].maxPages,
    maxOcrPages: PLANS[plan].maxOcrPages,
    planName: plan,
    timeoutMs: EXTRACTION_TIMEOUT_MS,
    maxMemoryMb: EXTRACTION_MAX_MEMORY_MB,
  };
}
