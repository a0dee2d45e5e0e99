import type { DocumentListItem } from '@doclens/api';

export const PROCESSING_STEPS = ['Uploaded', 'Extracting text', 'AI analysis', 'Analysis complete'] as const;

/** The step (index into PROCESSING_STEPS) the document has really reached, from its stored stage. */
export function currentStepOf({ status, stage }: Pick<DocumentListItem, 'status' | 'stage'>): number {
  if (status === 'completed') return 3;
  if (stage === 'analyzing') return 2;
  return 1;
}

/** Cosmetic lines the progress card cycles through; they say nothing about the real stage. */
export const PROCESSING_STATUS_MESSAGES = [
  'Reading your document...',
  'Identifying the structure...',
  'Looking for key sections...',
  'Checking the details...',
  'Comparing with best practice...',
  'Preparing your insights...',
] as const;

export const STATUS_MESSAGE_INTERVAL_MS = 2000;
export const VISIBLE_STATUS_MESSAGES = 3;
