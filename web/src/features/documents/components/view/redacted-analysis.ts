import type { DocumentPreview } from '@doclens/api';

/** The counts a free plan sees instead of the lists (the server's redaction marker). */
export type RedactedCounts = Pick<
  DocumentPreview,
  'riskCounts' | 'insightCounts' | 'improvementCounts' | 'keyTermsCount' | 'recommendationsCount'
>;

export interface RedactionMarker {
  redacted: true;
  counts: RedactedCounts;
}

export function isRedacted(analysis: object): analysis is RedactionMarker {
  return 'redacted' in analysis && analysis.redacted === true;
}
