/** How long extraction plus analysis may take before the reconciler ends the document failed. */
export const PROCESSING_DEADLINE_MS = 15 * 60 * 1000;

export function processingDeadlineFrom(start: Date): Date {
  return new Date(start.getTime() + PROCESSING_DEADLINE_MS);
}
