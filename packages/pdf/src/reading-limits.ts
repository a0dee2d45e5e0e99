import type { PdfExtractionLimits } from './extraction-outcome';

// Fixed here rather than in the environment: nobody has needed to tune them, and they bound what
// one hostile file can cost, which should not drift between deployments, nor between the services
// that read PDFs (extraction and bulk), by accident.
export const PDF_READING_TIMEOUT_MS = 60_000;
/** Each parsing child process's resident size and V8 heap (PdfExtractionLimits.maxMemoryMb). */
export const PDF_READING_MAX_MEMORY_MB = 512;

/** What a plan allows one document (PLANS in @doclens/api); scanned pages are not read without `maxOcrPages`. */
export interface PlanPageAllowance {
  maxPages: number;
  maxOcrPages?: number;
}

/** The limits a PDF is read under for a plan: its page allowances, and the cost bounds every reader shares. */
export function readingLimitsFor(planName: string, allowance: PlanPageAllowance): PdfExtractionLimits {
  return {
    maxPages: allowance.maxPages,
    maxOcrPages: allowance.maxOcrPages,
    planName,
    timeoutMs: PDF_READING_TIMEOUT_MS,
    maxMemoryMb: PDF_READING_MAX_MEMORY_MB,
  };
}
