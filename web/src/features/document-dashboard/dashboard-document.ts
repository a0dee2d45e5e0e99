import type { DocumentListItem, GeneratedDocumentView } from '@doclens/api';
import { documentTypeName } from '../../lib/analysis-type-labels';
import { editorHref, generatedDocumentViewHref } from '../generated-document-editor/generated-document-links';

/** Where a document came from: an uploaded PDF, or one written by the generator. */
export type DocumentOrigin = 'uploaded' | 'generated';

/** One card of the Document Dashboard: what the filters, search, sorts and the card itself read. */
export interface DashboardDocument {
  id: number;
  origin: DocumentOrigin;
  name: string;
  /** The analysis type ('contract', 'essay', …) or a generated document's free-text type; null before a type is chosen. */
  type: string | null;
  /** An upload's pipeline status, or a generated document's: generating, then draft (or failed). */
  status: DocumentListItem['status'] | 'generating' | 'draft';
  createdAt: string;
  fileSize: number;
  riskLevel: DocumentListItem['riskLevel'];
  overallGrade: string | null;
  overallScore: number | null;
  isArchived: boolean;
  hasAnalysis: boolean;
  /** A generated document's HTML, for the card menu's Download. */
  generatedContent?: string;
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

/** A generated document as a card: named by its title, typed by the type the user asked for. */
export function fromGeneratedDocument(document: GeneratedDocumentView): DashboardDocument {
  return {
    id: document.id,
    origin: 'generated',
    name: document.title || document.documentType,
    type: document.documentType,
    status: document.status === 'archived' ? 'draft' : document.status,
    createdAt: document.createdAt,
    fileSize: new TextEncoder().encode(document.generatedContent).length,
    riskLevel: document.riskLevel,
    overallGrade: null,
    overallScore: null,
    isArchived: document.status === 'archived',
    hasAnalysis: document.analysis !== null,
    generatedContent: document.generatedContent,
  };
}

/**
 * Uploaded and generated documents are numbered apart, so a pin names a generated one by its
 * negated id: pinning upload 5 does not pin generated document 5.
 */
export function pinIdOf(document: Pick<DashboardDocument, 'id' | 'origin'>): number {
  return document.origin === 'generated' ? -document.id : document.id;
}

/** The name a user reads for a type: the product's label for an analysis type, else the type as written. */
export function documentTypeLabel(type: string | null): string | null {
  if (type === null) return null;
  return documentTypeName(type);
}

/** Spec part 2 §2: a card opens the document view; a generated document without analysis opens its editor. */
export function documentHref(document: Pick<DashboardDocument, 'id' | 'origin' | 'hasAnalysis'>): string {
  if (document.origin === 'generated' && !document.hasAnalysis) return editorHref(document.id);
  return documentViewHref(document);
}

/** The card menu's View: the document view, told which kind of document the id names. */
export function documentViewHref(document: Pick<DashboardDocument, 'id' | 'origin'>): string {
  return document.origin === 'generated' ? generatedDocumentViewHref(document.id) : `/document/${document.id}`;
}

export function documentEditHref(documentId: number): string {
  return `/documents/${documentId}/edit`;
}

export function documentFileHref(documentId: number): string {
  return `/api/documents/${documentId}/file`;
}
