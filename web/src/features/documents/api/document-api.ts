import type {
  AnalysisType,
  DocumentDetail,
  DocumentListItem,
  DocumentPartiesResponse,
  PageOcrWordsResponse,
} from '@doclens/api';
import { apiJson, apiRequest } from '../../../lib/api-client';
import { longPollPath } from '../../../lib/long-poll';
import { documentKeys } from '../../../lib/query-keys';

/** With `workUnderWay`, the gateway holds the request until the pipeline step ends (or 20 s pass). */
export function fetchDocument(documentId: number, workUnderWay = false): Promise<DocumentDetail> {
  return apiJson<DocumentDetail>('GET', longPollPath(`/api/documents/${documentId}`, workUnderWay));
}

/** A scanned page's OCR words with their positions; none for a page with a text layer. */
export function fetchPageOcrWords(documentId: number, pageNumber: number): Promise<PageOcrWordsResponse> {
  return apiJson<PageOcrWordsResponse>('GET', `/api/documents/${documentId}/pages/${pageNumber}/ocr-words`);
}

export interface AnalyzeInput {
  documentType: AnalysisType;
  analysisParameters: Record<string, string>;
}

export function analyzeDocument(documentId: number, input: AnalyzeInput): Promise<DocumentListItem> {
  return apiJson<DocumentListItem>('POST', `/api/documents/${documentId}/analyze`, input);
}

export async function deleteDocument(documentId: number): Promise<void> {
  await apiRequest('DELETE', `/api/documents/${documentId}`);
}

/** Deletion that survives the page going away: the browser sends it even while unloading. */
export function sendDeleteBeacon(documentId: number): void {
  navigator.sendBeacon(`/api/documents/${documentId}/delete`);
}

/**
 * Abandons an upload still waiting for its type, while the app stays open (the user went to
 * another page); the server refuses it for a document already started or failed.
 */
export async function abandonUpload(documentId: number): Promise<void> {
  await apiRequest('POST', `/api/documents/${documentId}/delete`);
}

/** The parties the document's extracted text names. */
export function fetchDocumentParties(documentId: number): Promise<DocumentPartiesResponse> {
  return apiJson('GET', documentKeys.parties(documentId)[0]);
}
