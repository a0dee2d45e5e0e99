import type { DocumentDetail, DocumentListItem, PlanId } from '@doclens/api';
import type { Document, PageText } from '@doclens/db';
import { analysisForPlan } from './analysis-redaction';

/** A stored document as the API shows it to a viewer on `plan` (free plans see a redacted analysis). */
export function toDocumentListItem(document: Document, plan: PlanId): DocumentListItem {
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
    analysis: analysisForPlan(document, plan),
    riskLevel: document.riskLevel,
    overallGrade: document.overallGrade,
    overallScore: document.overallScore,
    failureReason: document.failureReason,
    isArchived: document.isArchived,
  };
}

/** The list item plus the text: `extractedText` is the pages joined by blank lines. */
export function toDocumentDetail(document: Document, pages: PageText[], plan: PlanId): DocumentDetail {
  return {
    ...toDocumentListItem(document, plan),
    content: document.content,
    extractedText: pages.length === 0 ? null : pages.map((page) => page.text).join('\n\n'),
    metadata: document.metadata,
    updatedAt: document.updatedAt.toISOString(),
  };
}
