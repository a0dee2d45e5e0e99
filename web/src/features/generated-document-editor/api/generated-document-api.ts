import type {
  CreateGeneratedDocumentShare,
  GeneratedDocumentCollaborationView,
  GeneratedDocumentSharesView,
  GeneratedDocumentView,
  SharedGeneratedDocumentView,
} from '@doclens/api';
import { apiJson } from '../../../lib/api-client';
import { longPollPath } from '../../../lib/long-poll';

export interface GeneratedDocumentChanges {
  title?: string;
  generatedContent?: string;
  notes?: string;
}

export interface SaveAsNewInput {
  documentType: string;
  parameters: Record<string, string>;
  title: string;
  generatedContent: string;
}

/** With `generating`, the gateway holds the request until the draft is written (or 20 s pass). */
export function fetchGeneratedDocument(documentId: number, generating = false): Promise<GeneratedDocumentView> {
  return apiJson<GeneratedDocumentView>('GET', longPollPath(`/api/generated-documents/${documentId}`, generating));
}

export function fetchGeneratedDocuments(): Promise<{ documents: GeneratedDocumentView[] }> {
  return apiJson<{ documents: GeneratedDocumentView[] }>('GET', '/api/generated-documents');
}

export function updateGeneratedDocument(
  documentId: number,
  changes: GeneratedDocumentChanges,
): Promise<GeneratedDocumentView> {
  return apiJson<GeneratedDocumentView>('PATCH', `/api/generated-documents/${documentId}`, changes);
}

/** Spec part 2 §7: Save As New goes through the generator's call with the edited HTML and a title. */
export function saveGeneratedDocumentAsNew(input: SaveAsNewInput): Promise<GeneratedDocumentView> {
  return apiJson<GeneratedDocumentView>('POST', '/api/generate-document', input);
}

export function toggleGeneratedDocumentArchive(documentId: number): Promise<GeneratedDocumentView> {
  return apiJson<GeneratedDocumentView>('POST', `/api/generated-documents/${documentId}/archive`);
}

export function analyzeGeneratedDocument(documentId: number, role: string): Promise<GeneratedDocumentView> {
  return apiJson<GeneratedDocumentView>('POST', `/api/generated-documents/${documentId}/analyze`, { role });
}

/** The server draws the PDF from the sanitised HTML; the answer is the file in base64. */
export function generatePdf(input: {
  title: string;
  content: string;
  documentId: number;
}): Promise<{ pdfData: string }> {
  return apiJson<{ pdfData: string }>('POST', '/api/generate-pdf', input);
}

export function fetchGeneratedDocumentCollaboration(documentId: number): Promise<GeneratedDocumentCollaborationView> {
  return apiJson<GeneratedDocumentCollaborationView>('GET', `/api/generated-documents/${documentId}/collaboration`);
}

export function fetchGeneratedDocumentShares(documentId: number): Promise<GeneratedDocumentSharesView> {
  return apiJson<GeneratedDocumentSharesView>('GET', `/api/generated-documents/${documentId}/shares`);
}

export function shareGeneratedDocument(
  documentId: number,
  share: CreateGeneratedDocumentShare,
): Promise<GeneratedDocumentSharesView> {
  return apiJson<GeneratedDocumentSharesView>('POST', `/api/generated-documents/${documentId}/shares`, share);
}

export function revokeGeneratedDocumentShare(documentId: number, userId: string): Promise<GeneratedDocumentSharesView> {
  return apiJson<GeneratedDocumentSharesView>('DELETE', `/api/generated-documents/${documentId}/shares/${userId}`);
}

export function fetchSharedGeneratedDocuments(): Promise<{ documents: SharedGeneratedDocumentView[] }> {
  return apiJson<{ documents: SharedGeneratedDocumentView[] }>('GET', '/api/generated-documents/shared');
}
