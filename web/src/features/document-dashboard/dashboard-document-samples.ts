import type { DocumentListItem } from '@doclens/api';
import type { DashboardDocument } from './dashboard-document';

/** A dashboard document for tests; the defaults describe an analysed contract uploaded at noon. */
export function aDashboardDocument(id: number, overrides: Partial<DashboardDocument> = {}): DashboardDocument {
  return {
    id,
    origin: 'uploaded',
    name: `document-${id}.pdf`,
    type: 'contract',
    status: 'completed',
    createdAt: '2026-11-01T12:00:00.000Z',
    fileSize: 1000,
    riskLevel: null,
    overallGrade: null,
    overallScore: null,
    isArchived: false,
    hasAnalysis: true,
    ...overrides,
  };
}

/** A document as GET /api/documents lists it, for page tests. */
export function aListedDocument(id: number, overrides: Partial<DocumentListItem> = {}): DocumentListItem {
  return {
    id,
    status: 'completed',
    stage: null,
    originalName: `document-${id}.pdf`,
    filename: `document-${id}.pdf`,
    createdAt: '2026-11-01T12:00:00.000Z',
    fileSize: 2048,
    pageCount: 2,
    processingTime: 4200,
    documentType: 'other',
    analysisParameters: {},
    hasAnalysis: true,
    riskLevel: null,
    overallGrade: null,
    overallScore: null,
    failureReason: null,
    canRetry: false,
    isArchived: false,
    ...overrides,
  };
}
