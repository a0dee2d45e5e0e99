import type { DocumentListItem } from '@doclens/api';
import { DOCUMENT_TYPE_LABELS } from '../dashboard/document-type-labels';

/** Where a document came from: an uploaded PDF, or one written by the generator. */
export type DocumentOrigin = 'uploaded' | 'generated';

/** One card of the Document Dashboard: what the filters, search, sorts and the card itself read. */
export interface DashboardDocument {
  id: number;
  origin: DocumentOrigin;
  name: string;
  /** The analysis type ('contract', 'essay', …) or a generated document's free-text type; null before a type is chosen. */
  type: string | null;
  status: DocumentListItem['status'];
  createdAt: string;
  fileSize: number;
  riskLevel: DocumentListItem['riskLevel'];
  overallGrade: string | null;
  overallScore: number | null;
  isArchived: boolean;
  hasAnalysis: boolean;
}

export function fromUploadedDocument(document: DocumentListItem): DashboardDocument {
  return {
    id: document.id,
    origin: 'uploaded',
    name: document.originalName,
    type: document.documentType,
    status: document.status,
    createdAt: document.createdAt,
    fileSize: document.fileSize,
    riskLevel: document.riskLevel,
    overallGrade: document.overallGrade,
    overallScore: document.overallScore,
    isArchived: document.isArchived,
    hasAnalysis: document.hasAnalysis,
  };
}

/** The name a user reads for a type: the product's label for an analysis type, else the type as written. */
export function documentTypeLabel(type: string | null): string | null {
  if (type === null) return null;
  return type in DOCUMENT_TYPE_LABELS ? DOCUMENT_TYPE_LABELS[type as keyof typeof DOCUMENT_TYPE_LABELS] : type;
}

/** Spec part 2 §2: a card opens the document view; a generated document without analysis opens its editor. */
export function documentHref(document: Pick<DashboardDocument, 'id' | 'origin' | 'hasAnalysis'>): string {
  if (document.origin === 'generated' && !document.hasAnalysis) return `/generated-document-editor/${document.id}`;
  return `/document/${document.id}`;
}

export function documentEditHref(documentId: number): string {
  return `/documents/${documentId}/edit`;
}

export function documentFileHref(documentId: number): string {
  return `/api/documents/${documentId}/file`;
}
