import type { DocumentDetail, DocumentListItem, PlanId } from '@doclens/api';
import { type Document, type DocumentSummary, type PageText, summaryOfDocument } from '@doclens/db';
import { analysisForPlan } from './analysis-redaction';
import { canRetry } from './document-retry';

/** A document as lists show it: no analysis, only whether there is one. */
export function toDocumentListItem(document: DocumentSummary): DocumentListItem {
  return {
    id: document.id,
    status: document.status,
    stage: document.processingStage,
    originalName: document.originalName,
    filename: document.filename,
    createdAt: document.createdAt.toISOString(),
    fileSize: document.fileSize,
    pageCount: document.pageCount,
    processingTime: document.processingTimeMs,
    documentType: document.documentType,
    analysisParameters: document.analysisParameters,
    hasAnalysis: document.hasAnalysis,
    riskLevel: document.riskLevel,
    overallGrade: document.overallGrade,
    overallScore: document.overallScore,
    failureReason: document.failureReason,
    canRetry: canRetry(document),
    isArchived: document.isArchived,
  };
}

/** A stored document in full, as its summary shows it; used where one document is answered. */
export function toDocumentSummaryItem(document: Document): DocumentListItem {
  return toDocumentListItem(summaryOfDocument(document));
}

/**
 * The list item plus the analysis (free plans see a redacted one) and the text: `extractedText`
 * is the pages joined by blank lines.
 */
export function toDocumentDetail(document: Document, pages: PageText[], plan: PlanId): DocumentDetail {
  return {
    ...toDocumentSummaryItem(document),
    analysis: analysisForPlan(document, plan),
    content: document.content,
    extractedText: pages.length === 0 ? null : pages.map((page) => page.text).join('\n\n'),
    metadata: document.metadata,
    extractionWarning: document.extractionWarning,
    updatedAt: document.updatedAt.toISOString(),
  };
}
