/** What the user reads on a failed document; never internal details. */
export const FAILURE_REASONS = {
  noText: 'No text was extracted from this document.',
  unsupportedType: 'This type of analysis is not available for this document. Please choose another type.',
  invalidParameters:
    'The analysis settings for this document are not valid. Please upload it again and choose the analysis type.',
  invalidResult: 'The analysis of this document could not be completed. Please try again.',
  gaveUp: 'We could not analyse this document. Please try again.',
} as const;
