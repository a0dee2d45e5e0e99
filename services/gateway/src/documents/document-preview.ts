import type { DocumentPreview } from '@doclens/api';
import type { Document } from '@doclens/db';
import { analysisCountsOf } from './analysis-counts';
import { canRetry } from './document-retry';
import { recordOf } from './loose-json';

/**
 * The preview of spec part 1 §3, polled by the landing page while a visitor waits: status, scores
 * and counts, and the summary. It never carries the findings themselves, whatever the plan.
 */
export function buildDocumentPreview(document: Document): DocumentPreview {
  return {
    status: document.status,
    stage: document.processingStage,
    filename: document.filename,
    documentType: document.documentType,
    processingTime: document.processingTimeMs,
    failureReason: document.failureReason,
    canRetry: canRetry(document),
    ...analysisCountsOf(document),
    summary: summaryOf(document.analysis?.summary),
  };
}

function summaryOf(summary: unknown): DocumentPreview['summary'] {
  if (typeof summary === 'string') return summary;
  if (Array.isArray(summary)) {
    return summary.filter(
      (item): item is string | Record<string, unknown> => typeof item === 'string' || !!recordOf(item),
    );
  }
  return recordOf(summary) ?? null;
}
