/** What the user reads on a failed document; never internal details. */
export const FAILURE_REASONS = {
  noText: 'No text was extracted from this document. Upload a PDF with selectable text.',
  unsupportedType: 'This type of analysis is not available for this document. Upload it again and choose another type.',
  invalidParameters:
    'The analysis settings for this document are not valid. Please upload it again and choose the analysis type.',
  // Our engine produced a result we refuse to show: a bug on our side that the same text would hit again.
  invalidResult:
    'We could not analyse this document because of a problem on our side, which has been logged for our team. Contact support if you need this document analysed.',
  gaveUp: 'We could not analyse this document. Use Retry to process it again.',
} as const;

export type FailureKind = keyof typeof FAILURE_REASONS;

/** Only a crash, an outage or a time-out may pass; every other reason ends the same way again. */
const RETRYABLE: Record<FailureKind, boolean> = {
  noText: false,
  unsupportedType: false,
  invalidParameters: false,
  invalidResult: false,
  gaveUp: true,
};

export interface AnalysisFailure {
  reason: string;
  retryable: boolean;
}

export function analysisFailure(kind: FailureKind): AnalysisFailure {
  return { reason: FAILURE_REASONS[kind], retryable: RETRYABLE[kind] };
}
